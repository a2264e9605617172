import { spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { agentBrowserDirectories } from "@/lib/tools/browser/browser-directories";
import { KEEP_ROOT, resolveBrowserUser } from "@/lib/tools/browser/browser-user";
import { isOurChrome } from "@/lib/tools/browser/chrome-signals";
import { prepareProfile } from "@/lib/tools/browser/profile-access";
import { rememberStartedChrome, startedChromes, stopStartedChromes } from "@/lib/tools/browser/started-chromes";

// Issue 16, item 5: the Chromes a process started end with its stop — asked first (SIGTERM), killed when
// they do not go — and the browser user is refused a profile it cannot reach rather than given a broken one.
// Real processes stand in for Chrome: a node that carries a profile's flag, one of them deaf to SIGTERM.

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

function standIn(profile: string, deaf: boolean): number {
  const script = deaf ? "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)" : "setInterval(() => {}, 1000)";
  const child = spawn(process.execPath, ["-e", script, "--", `--user-data-dir=${profile}`], { detached: true, stdio: "ignore" });
  child.unref();
  return child.pid!;
}

describe("stopStartedChromes", () => {
  it("ends every Chrome this process started: SIGTERM, then SIGKILL for one that stays", async () => {
    const polite = standIn("/p/polite", false);
    const deaf = standIn("/p/deaf", true);
    rememberStartedChrome(polite, "/p/polite");
    rememberStartedChrome(deaf, "/p/deaf");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isOurChrome(polite, "/p/polite")).toBe(true);
    expect(await isOurChrome(deaf, "/p/deaf")).toBe(true);
    expect(await stopStartedChromes(1000)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await isOurChrome(polite, "/p/polite")).toBe(false);
    expect(await isOurChrome(deaf, "/p/deaf")).toBe(false);
    expect(startedChromes()).toEqual([]);
  });
});

describe("who Chrome runs as", () => {
  it("is the product's own user, sandbox on, when the product is not root; root without it only when asked for", async () => {
    expect(await resolveBrowserUser("tollgate-browser", false)).toEqual({ kind: "self", root: false, warning: null });
    expect(await resolveBrowserUser(KEEP_ROOT, true)).toMatchObject({ kind: "self", root: true, warning: expect.stringContaining("without Chrome's sandbox") });
  });

  it("is an existing unprivileged user as it is", async () => {
    expect(await resolveBrowserUser("nobody", true)).toMatchObject({ kind: "user", name: "nobody", uid: 65534 });
  });
});

describe.skipIf(process.getuid?.() !== 0)("the profile of a Chrome that is not root", () => {
  const user = { kind: "user", name: "nobody", uid: 65534, gid: 65534 } as const;

  it("belongs to the browser user (0700), as does its downloads folder; the agent's folder stays the product's", async () => {
    const data = await mkdtemp(path.join(tmpdir(), "tollgate-profile-"));
    folders.push(data);
    await chmod(data, 0o711);
    const directories = agentBrowserDirectories(path.join(data, "browsers"), "agent-1");
    await mkdir(directories.profile, { recursive: true }); // made earlier, by a Chrome that ran as root
    expect(await prepareProfile(directories, user)).toEqual({ kind: "ready" });
    expect(await stat(directories.profile)).toMatchObject({ uid: 65534 });
    expect((await stat(directories.profile)).mode & 0o777).toBe(0o700);
    expect(await stat(directories.downloads)).toMatchObject({ uid: 65534 });
    expect(await stat(directories.root)).toMatchObject({ uid: 0 });
  });

  it("is refused, naming the folder, where the user cannot pass through the data directory", async () => {
    const data = await mkdtemp(path.join(tmpdir(), "tollgate-profile-"));
    folders.push(data);
    const directories = agentBrowserDirectories(path.join(data, "browsers"), "agent-1");
    const access = await prepareProfile(directories, user);
    expect(access).toEqual({ kind: "refused", reason: expect.stringContaining(`cannot pass through ${data}`) });
  });
});

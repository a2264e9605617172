import { describe, expect, it } from "vitest";
import { agentBrowserDirectories, tabKeyOf } from "@/lib/tools/browser/browser-directories";
import { chromeArguments } from "@/lib/tools/browser/chrome-launch";

// Issue 11: the agent's Chrome: headless, DevTools on 127.0.0.1 at its port, its own profile, and no
// network of its own (every request goes through the helper's egress check).

describe("chromeArguments", () => {
  const args = chromeArguments({ port: 9305, profile: "/data/browsers/a1/profile", sandbox: true });

  it("listens for DevTools on 127.0.0.1 at the agent's port, with the agent's profile", () => {
    expect(args).toEqual(expect.arrayContaining(["--headless", "--remote-debugging-port=9305", "--remote-debugging-address=127.0.0.1", "--user-data-dir=/data/browsers/a1/profile"]));
    expect(args).toEqual(expect.arrayContaining(["--no-first-run", "--no-default-browser-check", "--disable-gpu"]));
  });

  it("resolves every host and address to nothing, so only intercepted requests go anywhere", () => {
    expect(args).toContain("--host-resolver-rules=MAP * ~NOTFOUND");
  });

  it("keeps Chrome's sandbox, dropped only where the platform gives none", () => {
    expect(args).not.toContain("--no-sandbox");
    expect(chromeArguments({ port: 9305, profile: "/p", sandbox: false })).toContain("--no-sandbox");
  });

  // Issue 16, item 5: WebRTC's UDP is the one traffic the Fetch domain never sees. The `--force-…` variant
  // was tried and let every STUN check through; the real test is browser-tenant.test.ts.
  it("lets WebRTC send no UDP but through a proxy, and lets no web origin into DevTools", () => {
    expect(args).toContain("--webrtc-ip-handling-policy=disable_non_proxied_udp");
    expect(args.some((arg) => arg.startsWith("--remote-allow-origins"))).toBe(false);
  });
});

describe("agentBrowserDirectories", () => {
  it("keeps each agent under its own directory, and an id that is not a uuid cannot climb out", () => {
    expect(agentBrowserDirectories("/data/browsers", "3f1c-aa").profile).toBe("/data/browsers/3f1c-aa/profile");
    const hostile = agentBrowserDirectories("/data/browsers", "../../etc");
    expect(hostile.root.startsWith("/data/browsers/")).toBe(true);
    expect(hostile.root).not.toContain("..");
  });

  it("names a run's tab by the run, and the playground's apart", () => {
    expect(tabKeyOf("run-1")).toBe("run-run-1");
    expect(tabKeyOf(null)).toBe("playground");
    expect(tabKeyOf("../x")).toMatch(/^run-[0-9a-f]{32}$/);
  });
});

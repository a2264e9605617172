// Who the agents' Chromes run as (issue 16, item 5: Chrome is a tenant process too). A Chrome is the agent's,
// driven by pages nobody vetted, so it runs as an unprivileged user with Chrome's own sandbox on, never as the
// product's root with `--no-sandbox`. Run as root, the product drops to TOLLGATE_BROWSER_USER (created, as a
// system user with no login and no home, when it is missing); run as another user, Chrome runs as that user,
// as before. Where no such user can be had, Chrome runs as root without its sandbox and the reason is said
// at start and kept with the decision — the product keeps working, and nobody is told it is safer than it is.

import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export type BrowserUser =
  /** Chrome is started as this user (the product runs as root and drops to it). */
  | { kind: "user"; name: string; uid: number; gid: number }
  /** Chrome is started as the product's own user; `root` means without its sandbox, `warning` says why. */
  | { kind: "self"; root: boolean; warning: string | null };

/** TOLLGATE_BROWSER_USER's value that keeps Chrome as root, the operator's explicit choice. */
export const KEEP_ROOT = "root";

type Account = { uid: number; gid: number };

async function lookUp(name: string): Promise<Account | null> {
  try {
    const { stdout } = await run("getent", ["passwd", name], { timeout: 10_000 });
    const [, , uid, gid] = stdout.trim().split(":");
    return uid === undefined || gid === undefined ? null : { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

async function createSystemUser(name: string): Promise<string | null> {
  try {
    await run("useradd", ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", name], { timeout: 30_000 });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    return stderr || (error instanceof Error ? error.message : String(error));
  }
}

function asRoot(warning: string): BrowserUser {
  return { kind: "self", root: true, warning };
}

export async function resolveBrowserUser(name: string, isRoot: boolean): Promise<BrowserUser> {
  if (!isRoot) return { kind: "self", root: false, warning: null };
  if (name === KEEP_ROOT) return asRoot(`TOLLGATE_BROWSER_USER=${KEEP_ROOT}: the agents' Chromes run as root without Chrome's sandbox`);
  let account = await lookUp(name);
  if (account === null) {
    const failed = await createSystemUser(name);
    account = await lookUp(name);
    if (account === null) return asRoot(`the browser user ${name} does not exist and could not be created (${failed ?? "useradd said nothing"}): the agents' Chromes run as root without Chrome's sandbox`);
  }
  if (account.uid === 0) return asRoot(`the browser user ${name} is root: the agents' Chromes run as root without Chrome's sandbox`);
  return { kind: "user", name, uid: account.uid, gid: account.gid };
}

const resolved = new Map<string, Promise<BrowserUser>>();

/** Once per process and name: the user is looked up (or made) at the first browser call or at start. */
export function browserUser(name: string): Promise<BrowserUser> {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const key = `${name}\0${isRoot}`;
  let found = resolved.get(key);
  if (found === undefined) {
    found = resolveBrowserUser(name, isRoot);
    resolved.set(key, found);
  }
  return found;
}

/** The start's one line about it. */
export function describeBrowserUser(user: BrowserUser): string {
  if (user.kind === "user") return `the agents' Chromes run as ${user.name} (uid ${user.uid}) with Chrome's sandbox on`;
  return user.warning ?? "the agents' Chromes run as this process's user with Chrome's sandbox on";
}

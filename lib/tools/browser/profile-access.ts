// The agent's profile, made ready for the user Chrome runs as (issue 16, item 5). The browser user owns the
// profile (0700) and the folder Chrome writes downloads into, and nothing else: the agent's directory around it — its pid, log, lock and tabs — stays
// the product's, and the user only passes through it (0711). A profile made while Chrome ran as root is
// handed over once. The user must be able to pass through every folder above: a data directory closed to
// others (0700) makes the call `browser_unavailable`, naming the folder, rather than a Chrome that cannot
// open its profile.

import { chmod, lchown, lstat, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { AgentBrowserDirectories } from "./browser-directories";
import type { BrowserUser } from "./browser-user";

export type ProfileAccess = { kind: "ready" } | { kind: "refused"; reason: string };

async function chownTree(target: string, uid: number, gid: number): Promise<void> {
  await lchown(target, uid, gid);
  const entry = await lstat(target);
  if (!entry.isDirectory()) return;
  for (const name of await readdir(target)) await chownTree(path.join(target, name), uid, gid);
}

/** Whether uid/gid may pass through (search) the folder. */
function searchable(mode: number, owner: number, group: number, uid: number, gid: number): boolean {
  if (owner === uid) return (mode & 0o100) !== 0;
  if (group === gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

async function firstClosedAncestor(folder: string, uid: number, gid: number): Promise<string | null> {
  for (let current = folder; ; current = path.dirname(current)) {
    const info = await stat(current);
    if (!searchable(info.mode, info.uid, info.gid, uid, gid)) return current;
    if (path.dirname(current) === current) return null;
  }
}

export async function prepareProfile(directories: AgentBrowserDirectories, user: BrowserUser): Promise<ProfileAccess> {
  await mkdir(directories.profile, { recursive: true });
  await mkdir(directories.downloads, { recursive: true });
  if (user.kind !== "user") return { kind: "ready" };
  await chmod(directories.root, 0o711);
  await chmod(path.dirname(directories.root), 0o711);
  const closed = await firstClosedAncestor(path.dirname(directories.root), user.uid, user.gid);
  if (closed !== null) {
    return { kind: "refused", reason: `the agent's Chrome runs as ${user.name}, who cannot pass through ${closed}; let others pass through it (chmod o+x ${closed}) or move TOLLGATE_DATA_DIR` };
  }
  if ((await stat(directories.profile)).uid !== user.uid) await chownTree(directories.profile, user.uid, user.gid);
  await chmod(directories.profile, 0o700);
  // Chrome writes the files a click downloads here; the helper (the product's user) reads and deletes them.
  await lchown(directories.downloads, user.uid, user.gid);
  await chmod(directories.downloads, 0o700);
  return { kind: "ready" };
}

// Issue 16, item 4: each sandboxed program's own folder, <data>/sandboxes/<name> (a connector login's id),
// the only host folder it may write to: made on first use, owned by the sandbox's user, closed to others.
// <data>/sandboxes itself may be crossed (0711) but not listed, so no sandbox learns another's name.

import { chown, chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SandboxHost } from "./sandbox-argv";

/** A name safe as one path segment; names that differ stay apart (a digest of the original is kept). */
export function folderNameOf(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80);
  if (safe === name && safe !== "" && !safe.startsWith("-")) return safe;
  let hash = 0;
  for (const character of name) hash = (Math.imul(hash, 31) + character.codePointAt(0)!) >>> 0;
  return `${safe || "sandbox"}-${hash.toString(36)}`;
}

/** The host path of a sandbox's folder (tests read what a server wrote there). */
export function sandboxFolderPath(foldersRoot: string, name: string): string {
  return path.join(foldersRoot, folderNameOf(name));
}

export async function ensureSandboxFolder(foldersRoot: string, name: string, host: Pick<SandboxHost, "dropTo">): Promise<string> {
  await mkdir(foldersRoot, { recursive: true });
  await chmod(foldersRoot, 0o711);
  const folder = sandboxFolderPath(foldersRoot, name);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (host.dropTo !== null) await chown(folder, host.dropTo.uid, host.dropTo.gid);
  await chmod(folder, 0o700);
  return folder;
}

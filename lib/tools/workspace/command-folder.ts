// Issue 21, item 1: the agent's workspace lives in PostgreSQL (workspace-store.ts); a command needs it as a
// folder. `writeFolder` lays the files out in the command's sandbox folder (owned by the sandbox's user);
// `readFolder` reads back what is there after the command: regular text files only — a link is never
// followed (Tollgate reads as itself, the sandbox wrote as nobody), a binary or oversized file is not kept.

import { constants } from "node:fs";
import { chown, lstat, mkdir, open, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { normaliseWorkspacePath, parentDirectoriesOf } from "./workspace-path";

export type FolderOwner = { uid: number; gid: number } | null;

export type NotKept = { path: string; reason: string };

export type FolderFiles = { files: Map<string, string>; notKept: NotKept[] };

/** The most entries read back from one command's folder; past it the rest are named as not kept. */
const MAX_ENTRIES = 10_000;

export async function writeFolder(folder: string, files: readonly { path: string; content: string }[], owner: FolderOwner): Promise<void> {
  const made = new Set<string>();
  for (const file of files) {
    for (const directory of parentDirectoriesOf(file.path)) {
      if (made.has(directory)) continue;
      made.add(directory);
      const target = path.join(folder, directory);
      await mkdir(target, { mode: 0o755 });
      if (owner !== null) await chown(target, owner.uid, owner.gid);
    }
    const target = path.join(folder, file.path);
    await writeFile(target, file.content, { mode: 0o644, flag: "wx" });
    if (owner !== null) await chown(target, owner.uid, owner.gid);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

async function readRegularFile(file: string, maxBytes: number): Promise<{ content: string } | { reason: string }> {
  // O_NOFOLLOW: a link swapped in after lstat is refused, not followed.
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { reason: "not a regular file" };
    if (stat.size > maxBytes) return { reason: `larger than WORKSPACE_FILE_MAX_BYTES (${stat.size} bytes)` };
    const bytes = await handle.readFile();
    // A NUL is valid UTF-8 but PostgreSQL text cannot hold it: such a file is binary here.
    if (bytes.includes(0)) return { reason: "binary (not UTF-8 text)" };
    try {
      return { content: strictUtf8.decode(bytes) };
    } catch {
      return { reason: "binary (not UTF-8 text)" };
    }
  } finally {
    await handle.close();
  }
}

export async function readFolder(folder: string, fileMaxBytes: number): Promise<FolderFiles> {
  const files = new Map<string, string>();
  const notKept: NotKept[] = [];
  let entries = 0;
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (++entries > MAX_ENTRIES) {
        if (entries === MAX_ENTRIES + 1) notKept.push({ path: name, reason: `the folder holds more than ${MAX_ENTRIES} entries; the rest were not read` });
        return;
      }
      const checked = normaliseWorkspacePath(name, "file");
      if (!checked.ok || checked.path !== name) {
        notKept.push({ path: JSON.stringify(name).slice(1, -1), reason: "its name is not a valid workspace path" });
        continue;
      }
      const stat = await lstat(path.join(folder, name));
      if (stat.isDirectory()) await walk(name);
      else if (stat.isSymbolicLink()) notKept.push({ path: name, reason: "a symbolic link" });
      else if (!stat.isFile()) notKept.push({ path: name, reason: "not a regular file" });
      else {
        const read = await readRegularFile(path.join(folder, name), fileMaxBytes);
        if ("content" in read) files.set(name, read.content);
        else notKept.push({ path: name, reason: read.reason });
      }
    }
  };
  await walk("");
  return { files, notKept };
}

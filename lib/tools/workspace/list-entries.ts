// The entries of one directory of the workspace, from its files (directories are implied by the paths the
// store holds). Pure: list_files and workspace.list_dir read the files, this says what a listing shows.

import { isInside, WORKSPACE_ROOT } from "./workspace-path";

export const MAX_LIST_ENTRIES = 1000;

export type StoredFileSummary = { path: string; bytes: number };

export type ListRequest = { directory: string; depth: number; includeHidden: boolean };

export type ListEntry = { path: string; kind: "file" | "directory"; bytes?: number };

export type ListOutcome = { ok: true; entries: ListEntry[] } | { ok: false; code: "directory_not_found"; message: string };

function entriesOf(file: StoredFileSummary, request: ListRequest): ListEntry[] {
  const prefix = request.directory === WORKSPACE_ROOT ? "" : `${request.directory}/`;
  const segments = file.path.slice(prefix.length).split("/");
  const entries: ListEntry[] = [];
  for (let count = 1; count <= Math.min(request.depth, segments.length); count += 1) {
    if (!request.includeHidden && segments[count - 1].startsWith(".")) break;
    const path = prefix + segments.slice(0, count).join("/");
    entries.push(count === segments.length ? { path, kind: "file", bytes: file.bytes } : { path, kind: "directory" });
  }
  return entries;
}

export function listEntries(files: readonly StoredFileSummary[], request: ListRequest): ListOutcome {
  const { directory } = request;
  if (files.some((file) => file.path === directory)) {
    return { ok: false, code: "directory_not_found", message: `"${directory}" is a file, not a directory` };
  }
  const inside = files.filter((file) => isInside(file.path, directory));
  if (directory !== WORKSPACE_ROOT && inside.length === 0) {
    return { ok: false, code: "directory_not_found", message: `no directory "${directory}" exists in the workspace` };
  }
  const byPath = new Map<string, ListEntry>();
  for (const file of inside) for (const entry of entriesOf(file, request)) byPath.set(entry.path, entry);
  return { ok: true, entries: [...byPath.values()].sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0)) };
}

/** One entry per line: path, kind, and a file's size in bytes. */
export function listingText(directory: string, entries: readonly ListEntry[]): string {
  const name = directory === WORKSPACE_ROOT ? "The workspace" : `"${directory}"`;
  if (entries.length === 0) return `${name} is empty.`;
  const shown = entries.slice(0, MAX_LIST_ENTRIES).map((entry) =>
    entry.kind === "file" ? `${entry.path}\tfile\t${entry.bytes ?? 0} bytes` : `${entry.path}/\tdirectory`,
  );
  const hidden = entries.length - shown.length;
  return hidden > 0 ? `${shown.join("\n")}\n[${hidden} more entries not shown: list a subdirectory]` : shown.join("\n");
}

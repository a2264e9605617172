// The workspace's path rules, in one pure place: every code tool and workspace.* tool reads a path through
// here before touching the store. A path is relative and POSIX; it is normalised (`./a/../b` → `b`) so one
// file has one name. Seed "built-in tools", Workspace: a path that leaves the workspace is
// `path_outside_workspace`; a path that is malformed (NUL, a backslash, an empty segment) is `invalid_path`.

export const MAX_PATH_LENGTH = 1024;
export const MAX_SEGMENT_LENGTH = 255;

/** A file names one file; a directory may also be the root (`""`, `.`, `./`). */
export type PathKind = "file" | "directory";

export type PathRefusalCode = "path_outside_workspace" | "invalid_path";

export type WorkspacePathOutcome = { ok: true; path: string } | { ok: false; code: PathRefusalCode; reason: string };

/** The root of the workspace, as a normalised directory path. */
export const WORKSPACE_ROOT = "";

const refused = (code: PathRefusalCode, reason: string): WorkspacePathOutcome => ({ ok: false, code, reason });

// C0 controls and DEL: a newline in a path would break the one-entry-per-line answers of list and search.
const controlCharacter = /[\u0000-\u001f\u007f]/;

function malformation(raw: string): string | null {
  if (raw.includes("\u0000")) return "it contains a NUL character";
  if (controlCharacter.test(raw)) return "it contains a control character";
  if (raw.includes("\\")) return "it contains a backslash; separate directories with `/`";
  if (raw.length > MAX_PATH_LENGTH) return `it is longer than ${MAX_PATH_LENGTH} characters`;
  return null;
}

/** The segments of a relative path; a single trailing `/` is allowed (it names a directory), `a//b` is not. */
function segmentsOf(raw: string): string[] | null {
  const trimmed = raw.endsWith("/") ? raw.slice(0, -1) : raw;
  if (trimmed === "") return [];
  const segments = trimmed.split("/");
  return segments.some((segment) => segment === "") ? null : segments;
}

/** Reads a path the model gave; `kind: "file"` refuses the root itself. */
export function normaliseWorkspacePath(raw: string, kind: PathKind): WorkspacePathOutcome {
  const problem = malformation(raw);
  if (problem !== null) return refused("invalid_path", `the path "${printable(raw)}" is not valid: ${problem}`);
  if (raw.startsWith("/")) return refused("path_outside_workspace", `the path "${raw}" is absolute; give it relative to the workspace root, e.g. "src/index.ts"`);
  const segments = segmentsOf(raw);
  if (segments === null) return refused("invalid_path", `the path "${raw}" has an empty segment ("//"); name each directory once`);
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === ".") continue;
    if (segment === "..") {
      if (kept.length === 0) return refused("path_outside_workspace", `the path "${raw}" climbs above the workspace root with ".."`);
      kept.pop();
      continue;
    }
    if (segment.length > MAX_SEGMENT_LENGTH) return refused("invalid_path", `the path "${raw}" has a name longer than ${MAX_SEGMENT_LENGTH} characters`);
    kept.push(segment);
  }
  const path = kept.join("/");
  if (kind === "file" && path === WORKSPACE_ROOT) return refused("invalid_path", `the path "${raw}" names the workspace root, not a file`);
  return { ok: true, path };
}

/** The directories that hold a normalised path, nearest last: `a/b/c.txt` → `a`, `a/b`. */
export function parentDirectoriesOf(path: string): string[] {
  const segments = path.split("/");
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join("/"));
}

/** True when `path` lies inside `directory` (the root holds every path). */
export function isInside(path: string, directory: string): boolean {
  return directory === WORKSPACE_ROOT ? path !== WORKSPACE_ROOT : path.startsWith(`${directory}/`);
}

/** How a refused path is quoted back: its control characters made visible. */
function printable(raw: string): string {
  return JSON.stringify(raw).slice(1, -1);
}

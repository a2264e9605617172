import { describe, expect, it } from "vitest";
import { isInside, normaliseWorkspacePath, parentDirectoriesOf, type PathKind } from "@/lib/tools/workspace/workspace-path";

// The workspace's path rules (seed "built-in tools", Workspace: path_outside_workspace): relative POSIX
// paths, normalised so one file has one name; anything leaving the root or malformed is refused.

type Row = [description: string, raw: string, kind: PathKind, expected: string | `refused:${string}`];

const TABLE: Row[] = [
  ["a plain file", "notes.md", "file", "notes.md"],
  ["a nested file", "src/lib/index.ts", "file", "src/lib/index.ts"],
  ["a leading ./", "./src/index.ts", "file", "src/index.ts"],
  ["inner . segments", "src/./lib/./a.ts", "file", "src/lib/a.ts"],
  ["a .. that stays inside", "src/lib/../index.ts", "file", "src/index.ts"],
  ["a .. back to the root", "src/../index.ts", "file", "index.ts"],
  ["dot-files", ".env.example", "file", ".env.example"],
  ["names with spaces and unicode", "docs/Straße plan.md", "file", "docs/Straße plan.md"],
  ["a trailing slash on a directory", "src/", "directory", "src"],
  ["the root as empty", "", "directory", ""],
  ["the root as .", ".", "directory", ""],
  ["the root as ./", "./", "directory", ""],
  ["a directory that climbs back to the root", "src/..", "directory", ""],
  ["an absolute path", "/etc/passwd", "file", "refused:path_outside_workspace"],
  ["the absolute root", "/", "directory", "refused:path_outside_workspace"],
  [".. at the start", "../secrets.txt", "file", "refused:path_outside_workspace"],
  [".. past the root later on", "src/../../x", "file", "refused:path_outside_workspace"],
  ["a bare ..", "..", "directory", "refused:path_outside_workspace"],
  ["a NUL byte", "a\u0000b.txt", "file", "refused:invalid_path"],
  ["a newline", "a\nb.txt", "file", "refused:invalid_path"],
  ["a backslash", "src\\index.ts", "file", "refused:invalid_path"],
  ["a Windows-style parent", "..\\x", "file", "refused:invalid_path"],
  ["an empty segment", "src//index.ts", "file", "refused:invalid_path"],
  ["two trailing slashes", "src//", "directory", "refused:invalid_path"],
  ["the root as a file", ".", "file", "refused:invalid_path"],
  ["an empty file path", "", "file", "refused:invalid_path"],
  ["a file that climbs back to the root", "a/..", "file", "refused:invalid_path"],
  ["a name longer than 255", `${"n".repeat(256)}.txt`, "file", "refused:invalid_path"],
  ["a path longer than 1024", "a/".repeat(600), "directory", "refused:invalid_path"],
];

describe("normaliseWorkspacePath", () => {
  it.each(TABLE)("%s: %j (%s) → %s", (_description, raw, kind, expected) => {
    const outcome = normaliseWorkspacePath(raw, kind);
    if (expected.startsWith("refused:")) {
      expect(outcome).toMatchObject({ ok: false, code: expected.slice("refused:".length) });
    } else {
      expect(outcome).toEqual({ ok: true, path: expected });
    }
  });

  it("says why, quoting the path with its control characters visible", () => {
    expect(normaliseWorkspacePath("/etc/passwd", "file")).toEqual({
      ok: false,
      code: "path_outside_workspace",
      reason: 'the path "/etc/passwd" is absolute; give it relative to the workspace root, e.g. "src/index.ts"',
    });
    expect(normaliseWorkspacePath("../x", "file")).toMatchObject({ reason: 'the path "../x" climbs above the workspace root with ".."' });
    expect(normaliseWorkspacePath("a\u0000b", "file")).toMatchObject({ reason: 'the path "a\\u0000b" is not valid: it contains a NUL character' });
  });
});

describe("parentDirectoriesOf and isInside", () => {
  it("lists the directories that hold a path, outermost first", () => {
    expect(parentDirectoriesOf("a/b/c.txt")).toEqual(["a", "a/b"]);
    expect(parentDirectoriesOf("c.txt")).toEqual([]);
  });

  it("tells a path inside a directory from a sibling that only shares a prefix", () => {
    expect(isInside("src/a.ts", "src")).toBe(true);
    expect(isInside("src-old/a.ts", "src")).toBe(false);
    expect(isInside("src", "src")).toBe(false);
    expect(isInside("anything", "")).toBe(true);
  });
});

// workspace.search's `glob` (e.g. `**/*.ts`): `**` crosses directories, `*` and `?` stay inside one name,
// `{a,b}` is either. A glob without a `/` matches a file's name in any directory, as ripgrep's does.
// The glob becomes an RE2 pattern (lib/runtime/patterns/user-pattern.ts): `a*a*a*a*a*a*a*b` as a native
// RegExp backtracks for ever over a long name; on RE2 its time is linear in the name (issue 8, item 4).

import { compileRe2Pattern, type PatternRefusal } from "@/lib/runtime/patterns/user-pattern";

function escaped(character: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(character) ? `\\${character}` : character;
}

function translate(glob: string): string {
  let pattern = "";
  let braces = 0;
  for (let index = 0; index < glob.length; index += 1) {
    const character = glob[index];
    if (character === "*" && glob[index + 1] === "*") {
      const crossesDirectory = glob[index + 2] === "/";
      pattern += crossesDirectory ? "(?:.*/)?" : ".*";
      index += crossesDirectory ? 2 : 1;
    } else if (character === "*") pattern += "[^/]*";
    else if (character === "?") pattern += "[^/]";
    else if (character === "{") {
      braces += 1;
      pattern += "(?:";
    } else if (character === "}" && braces > 0) {
      braces -= 1;
      pattern += ")";
    } else if (character === "," && braces > 0) pattern += "|";
    else pattern += escaped(character);
  }
  return braces === 0 ? pattern : `${pattern}${")".repeat(braces)}`;
}

export type GlobOutcome = { ok: true; includes: (path: string) => boolean } | PatternRefusal;

/** A test for workspace-relative paths; refused only when the glob makes a pattern RE2 will not compile. */
export function globMatcher(glob: string): GlobOutcome {
  const onName = !glob.includes("/");
  const compiled = compileRe2Pattern(translate(glob));
  if (!compiled.ok) return compiled;
  const { pattern } = compiled;
  return { ok: true, includes: (path) => pattern.testWhole(onName ? path.slice(path.lastIndexOf("/") + 1) : path) };
}

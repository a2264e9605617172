// What a user's pattern asks for that RE2 does not have. RE2 keeps matching linear in the text by leaving out
// the features that need backtracking; re2js reports some of them only as "invalid escape" or, worse,
// RE2JS.translateRegExp turns `\k<name>` into the literal text `k<name>`. So they are found here first,
// walking the pattern once (escapes and character classes skipped), and refused by name.

const lookarounds: ReadonlyArray<[string, string]> = [
  ["(?<=", "a lookbehind (?<=…)"],
  ["(?<!", "a negative lookbehind (?<!…)"],
  ["(?=", "a lookahead (?=…)"],
  ["(?!", "a negative lookahead (?!…)"],
  ["(?>", "an atomic group (?>…)"],
];

function escapeFeature(source: string, index: number): string | null {
  const next = source[index + 1];
  if (next !== undefined && next >= "1" && next <= "9") return `a backreference (\\${next})`;
  if (next === "k" && source[index + 2] === "<") return "a named backreference (\\k<…>)";
  return null;
}

/** The first feature of `source` that RE2 does not support, named for a person; null when there is none. */
export function unsupportedSyntaxOf(source: string): string | null {
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (character === "\\") {
      const feature = inClass ? null : escapeFeature(source, index);
      if (feature !== null) return feature;
      index += 1;
    } else if (inClass) {
      if (character === "]") inClass = false;
    } else if (character === "[") {
      inClass = true;
      // A `]` right after `[` or `[^` is a literal member of the class, not its end.
      if (source[index + 1] === "^") index += 1;
      if (source[index + 1] === "]") index += 1;
    } else if (character === "(") {
      const found = lookarounds.find(([opening]) => source.startsWith(opening, index));
      if (found !== undefined) return found[1];
    }
  }
  return null;
}

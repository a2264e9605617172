// workspace.search's `glob` (e.g. `**/*.ts`): `**` crosses directories, `*` and `?` stay inside one name,
// `{a,b}` is either. A glob without a `/` matches a file's name in any directory, as ripgrep's does.

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

/** A test for workspace-relative paths. */
export function globMatcher(glob: string): (path: string) => boolean {
  const onName = !glob.includes("/");
  const expression = new RegExp(`^${translate(glob)}$`);
  return (path) => expression.test(onName ? path.slice(path.lastIndexOf("/") + 1) : path);
}

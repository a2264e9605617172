/** A script as the editor shows it: one turn per line, so a long script stays easy to scan and edit. */
export function formatScript(script: readonly unknown[]): string {
  if (script.length === 0) return "[]";
  return `[\n${script.map((turn) => `  ${JSON.stringify(turn)}`).join(",\n")}\n]`;
}

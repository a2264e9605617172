// JSON typed by a person: the value, or where and why it does not parse (line and column, not an offset).

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

export function parseJsonText(text: string): ParsedJson {
  if (text.trim() === "") return { ok: false, message: "Empty: write a JSON value." };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Engines name an offset; a person needs a line and column (unless the engine already gave them).
    const position = /position (\d+)/.exec(reason);
    const where = position && !/line \d+/.test(reason) ? ` (${lineAndColumn(text, Number(position[1]))})` : "";
    return { ok: false, message: `Not valid JSON${where}: ${reason.replace(/^JSON\.parse: /, "")}` };
  }
}

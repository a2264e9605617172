// Seed "tool rules", Exporting stored text: the text one `_toolResultContext.sources` selector picks out of a
// stored result — a `field` path into its JSON (JSON strings are decoded along the path), then optional
// `between` delimiters that must identify one complete region. Pure: the stored text comes in, the text to
// write (or why none can be written) comes out. The lookups that find the stored text live in
// find-result-source.ts.

export type ExportSelector = {
  ref: string;
  field?: readonly string[];
  between?: { start: string; end: string };
};

export type SelectionRefusalCode = "export_field_missing" | "export_delimiters_ambiguous";

export type SelectionOutcome = { ok: true; text: string } | { ok: false; code: SelectionRefusalCode; message: string };

type Step = { ok: true; value: unknown } | { ok: false; message: string };

const quoted = (text: string) => JSON.stringify(text);
const pathText = (path: readonly string[]) => JSON.stringify(path);

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** One step down: a JSON string is decoded first (again while it holds a string), so a field can reach into JSON carried as text. */
function descend(value: unknown, key: string, reached: readonly string[]): Step {
  let current = value;
  while (typeof current === "string") {
    const decoded = parsedJson(current);
    if (!decoded.ok) return { ok: false, message: `the value at ${pathText(reached)} is text that is not JSON, so it has no field ${quoted(key)}` };
    current = decoded.value;
  }
  if (Array.isArray(current)) {
    const index = /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : -1;
    if (index < 0 || index >= current.length) {
      return { ok: false, message: `the list at ${pathText(reached)} has ${current.length} items (0 to ${current.length - 1}); ${quoted(key)} is not one of them` };
    }
    return { ok: true, value: current[index] };
  }
  if (typeof current === "object" && current !== null) {
    if (Object.prototype.hasOwnProperty.call(current, key)) return { ok: true, value: (current as Record<string, unknown>)[key] };
    const keys = Object.keys(current).slice(0, 20).map(quoted).join(", ");
    return { ok: false, message: `the object at ${pathText(reached)} has no field ${quoted(key)} (its fields: ${keys || "none"})` };
  }
  return { ok: false, message: `the value at ${pathText(reached)} is ${kindOf(current)}, so it has no field ${quoted(key)}` };
}

/** The text at a field path: a string as it is, anything else as indented JSON. */
export function selectField(body: string, field: readonly string[]): SelectionOutcome {
  if (field.length === 0) return { ok: true, text: body };
  const parsed = parsedJson(body);
  if (!parsed.ok) return { ok: false, code: "export_field_missing", message: `the stored result is not JSON, so it has no field ${pathText(field)}` };
  let value = parsed.value;
  for (let index = 0; index < field.length; index += 1) {
    const step = descend(value, field[index], field.slice(0, index));
    if (!step.ok) return { ok: false, code: "export_field_missing", message: `field ${pathText(field)} is missing: ${step.message}` };
    value = step.value;
  }
  return { ok: true, text: typeof value === "string" ? value : JSON.stringify(value, null, 2) };
}

/** Every position `needle` starts at, overlapping ones included (`aa` occurs twice in `aaa`); none for "". */
export function occurrencesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === "") return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

function delimiterProblem(name: "start" | "end", delimiter: string, positions: readonly number[]): string | null {
  if (delimiter === "") return `between.${name} is empty`;
  if (positions.length === 1) return null;
  const times = positions.length === 0 ? "does not occur" : `occurs ${positions.length} times`;
  return `between.${name} ${quoted(delimiter)} ${times} in the selected text; it must occur exactly once`;
}

/** The text strictly between two delimiters, each occurring exactly once, the end after the start. */
export function selectBetween(text: string, between: { start: string; end: string }): SelectionOutcome {
  const starts = occurrencesOf(text, between.start);
  const ends = occurrencesOf(text, between.end);
  const problems = [delimiterProblem("start", between.start, starts), delimiterProblem("end", between.end, ends)].filter((problem) => problem !== null);
  if (problems.length > 0) return { ok: false, code: "export_delimiters_ambiguous", message: problems.join("; ") };
  const from = starts[0] + between.start.length;
  if (ends[0] < from) {
    return {
      ok: false,
      code: "export_delimiters_ambiguous",
      message: `between.end ${quoted(between.end)} does not follow between.start ${quoted(between.start)}, so they do not identify one complete region`,
    };
  }
  return { ok: true, text: text.slice(from, ends[0]) };
}

/** The whole selection: the field first, then the delimiters inside what the field selected. */
export function selectExportText(body: string, selector: Pick<ExportSelector, "field" | "between">): SelectionOutcome {
  const selected = selectField(body, selector.field ?? []);
  if (!selected.ok || selector.between === undefined) return selected;
  return selectBetween(selected.text, selector.between);
}

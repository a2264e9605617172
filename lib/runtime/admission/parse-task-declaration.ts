// Seed "built-in tools", Declaring a tool: a task lists its tools by exact name, and may pin a field to
// particular values — `<tool>#<field>=<value>,<value>`, or fatally with `<tool>#!<field>=<value>`.
// Several pins on one tool are several entries (`os.mail_send#to=a@x.org`, `os.mail_send#subject=Hi`).

import type { Pin, TaskDeclaration } from "../offer/task-declaration";

export type DeclarationParse = { ok: true; declaration: TaskDeclaration } | { ok: false; message: string };

export type DeclarationsParse =
  | { ok: true; declarations: TaskDeclaration[] }
  | { ok: false; index: number; entry: string; message: string };

// Dotted segments of letters, digits, `_` and `-`: `workspace.read_file`, `github.merge_pull_request`.
const TOOL_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
// A top-level input field: the pin is checked against the call's argument of that name.
const FIELD_NAME = /^[A-Za-z0-9_-]+$/;

function failure(message: string): DeclarationParse {
  return { ok: false, message };
}

function parsePin(tool: string, text: string): { ok: true; pin: Pin } | { ok: false; message: string } {
  const fatal = text.startsWith("!");
  const body = fatal ? text.slice(1) : text;
  const equals = body.indexOf("=");
  if (equals < 0) return { ok: false, message: `The pin on ${tool} needs the form <field>=<value>,<value>.` };
  const field = body.slice(0, equals).trim();
  if (!FIELD_NAME.test(field)) return { ok: false, message: `The pin on ${tool} names no valid field: "${field}".` };
  const values = body.slice(equals + 1).split(",").map((value) => value.trim());
  if (values.some((value) => value === "")) {
    return { ok: false, message: `The pin ${tool}#${field} has an empty value; list values separated by commas.` };
  }
  return { ok: true, pin: { field, values, fatal } };
}

/** One entry of a task's `tools`: `"<tool>"`, `"<tool>#<field>=<v1>,<v2>"` or `"<tool>#!<field>=<v>"`. */
export function parseTaskDeclaration(entry: string): DeclarationParse {
  const text = entry.trim();
  if (text === "") return failure("A tool declaration is empty.");
  const hash = text.indexOf("#");
  const tool = (hash < 0 ? text : text.slice(0, hash)).trim();
  if (!TOOL_NAME.test(tool)) return failure(`"${tool}" is not a tool name.`);
  if (hash < 0) return { ok: true, declaration: { tool, pins: [] } };
  const pin = parsePin(tool, text.slice(hash + 1).trim());
  if (!pin.ok) return failure(pin.message);
  return { ok: true, declaration: { tool, pins: [pin.pin] } };
}

function mergePin(pins: Pin[], pin: Pin): void {
  const index = pins.findIndex((existing) => existing.field === pin.field);
  if (index < 0) {
    pins.push(pin);
    return;
  }
  // Two entries pinning one field allow the values of both; a fatal pin stays fatal.
  const existing = pins[index];
  const values = [...existing.values, ...pin.values.filter((value) => !existing.values.includes(value))];
  pins[index] = { field: pin.field, values, fatal: existing.fatal || pin.fatal };
}

function mergeDeclarations(declarations: readonly TaskDeclaration[]): TaskDeclaration[] {
  const pinsByTool = new Map<string, Pin[]>();
  for (const declaration of declarations) {
    const pins = pinsByTool.get(declaration.tool) ?? [];
    declaration.pins.forEach((pin) => mergePin(pins, pin));
    pinsByTool.set(declaration.tool, pins);
  }
  return [...pinsByTool].map(([tool, pins]) => ({ tool, pins }));
}

/** Every entry parsed and merged per tool (first-seen order), or the first entry that does not parse. */
export function parseTaskDeclarations(entries: readonly string[]): DeclarationsParse {
  const parsed: TaskDeclaration[] = [];
  for (const [index, entry] of entries.entries()) {
    const result = parseTaskDeclaration(entry);
    if (!result.ok) return { ok: false, index, entry, message: result.message };
    parsed.push(result.declaration);
  }
  return { ok: true, declarations: mergeDeclarations(parsed) };
}

/**
 * The declarations of a saved task, merged per tool. Saving refused any entry that does not parse, so one
 * that still does not is left out: the tool is then not declared, and the run cannot call it (fail closed).
 */
export function collectDeclarations(entries: readonly string[]): TaskDeclaration[] {
  const parsed = entries.map(parseTaskDeclaration).flatMap((result) => (result.ok ? [result.declaration] : []));
  return mergeDeclarations(parsed);
}

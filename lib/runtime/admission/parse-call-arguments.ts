// A model may send arguments as an object or as text (CONTRACT.md, the scripted model sends either).
// Text must parse to a JSON object; what does not is refused with the reason.

export type ParsedArguments =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function parseCallArguments(raw: unknown): ParsedArguments {
  if (raw === undefined || raw === null || raw === "") return { ok: true, value: {} };
  if (isPlainObject(raw)) return { ok: true, value: structuredClone(raw) };
  if (typeof raw !== "string") return { ok: false, message: "the arguments must be a JSON object." };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unreadable";
    return { ok: false, message: `the arguments are not valid JSON (${reason}).` };
  }
  if (!isPlainObject(parsed)) return { ok: false, message: "the arguments must be a JSON object." };
  return { ok: true, value: parsed };
}

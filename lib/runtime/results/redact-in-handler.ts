// How a handler redacts stored text before it transforms it (issue 8, item 1): with the call's redactor when
// the runtime gave one (answer-call.ts), else unchanged — a handler called outside the pipeline (a unit test)
// has no secrets to hide. The pipeline redacts the final text again either way.

import type { ToolContext } from "../ports";

export type Redact = (text: string) => string;

const unchanged: Redact = (text) => text;

export function redactionOf(context: Pick<ToolContext, "redact">): Redact {
  return context.redact ?? unchanged;
}

/** Every string of a JSON-like value redacted, keys included, so no escaping of it can carry a value out. */
export function redactStrings(value: unknown, redact: Redact): unknown {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (typeof value === "object" && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactStrings(item, redact)]));
  }
  return value;
}

// Seed "tool rules", Previews: a large text or JSON result enters the context as a structured preview —
// with _toolResultContext.ref, the original counts and a partial flag — within 6,000 encoded characters.
// The stored stamped string stays whole; the model reads the rest through read_tool_result by the ref.

import { pruneJson } from "./prune-json";

export const defaultPreviewBudget = 6000;

export type ToolResultContext = {
  ref: string;
  /** "json" when the result parsed as JSON, else "text". */
  format: "json" | "text";
  originalCharacters: number;
  originalLines: number;
  /** True when the preview leaves part of the result out. */
  partial: boolean;
  /** What to call for the rest. */
  readMore: string;
};

export type Preview = { text: string; context: ToolResultContext };

// The characters JSON.stringify writes as more than themselves; any surrogate sends a text the long way
// (a lone one is written as an escape, a paired one is not).
const escapedInJson = /["\\\u0000-\u001f\uD800-\uDFFF]/;

function encodedLength(value: unknown): number {
  // A text with nothing to escape is encoded as itself between two quotes, without building the copy.
  if (typeof value === "string" && !escapedInJson.test(value)) return value.length + 2;
  return JSON.stringify(value).length;
}

function lineCount(text: string): number {
  return text === "" ? 0 : text.split("\n").length;
}

function contextFor(body: string, ref: string, format: ToolResultContext["format"]): ToolResultContext {
  return {
    ref,
    format,
    originalCharacters: body.length,
    originalLines: lineCount(body),
    partial: true,
    readMore: `read_tool_result with {"ref": "${ref}"} and an offset reads the rest; search_tool_results finds words in it.`,
  };
}

function parsedJson(body: string): { ok: true; value: unknown } | { ok: false } {
  const trimmed = body.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false };
  }
}

/** Head and tail of a text, each cut on a line boundary where one is near, sized to fit the budget. */
function textPreview(body: string, context: ToolResultContext, budget: number): Preview {
  let room = budget;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const headLength = Math.floor(room * 0.75);
    const tailLength = Math.floor(room * 0.25);
    const head = body.slice(0, headLength);
    const tail = body.slice(Math.max(headLength, body.length - tailLength));
    const omitted = body.length - head.length - tail.length;
    const value = { _toolResultContext: context, head, omittedCharacters: omitted, tail };
    const length = encodedLength(value);
    if (length <= budget) return { text: JSON.stringify(value), context };
    // Escapes make the encoded text longer than the raw one: shrink by the overshoot and try again.
    room = Math.max(0, room - (length - budget) - 16);
  }
  return { text: JSON.stringify({ _toolResultContext: context }), context };
}

function jsonPreview(value: unknown, context: ToolResultContext, budget: number): Preview | null {
  const envelopeLength = encodedLength({ _toolResultContext: context, preview: null });
  const pruned = pruneJson(value, budget - envelopeLength);
  if (pruned === undefined) return null;
  const text = JSON.stringify({ _toolResultContext: context, preview: pruned });
  return text.length <= budget ? { text, context } : null;
}

/**
 * The preview of a result body (its stamped string without the trailer), or null when it fits the
 * budget whole — a result that fits is read as it is.
 */
export function buildPreview(body: string, ref: string, budget = defaultPreviewBudget): Preview | null {
  if (encodedLength(body) <= budget) return null;
  const json = parsedJson(body);
  if (json.ok) {
    const preview = jsonPreview(json.value, contextFor(body, ref, "json"), budget);
    if (preview) return preview;
  }
  return textPreview(body, contextFor(body, ref, "text"), budget);
}

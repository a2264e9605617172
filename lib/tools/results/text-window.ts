// Windows of stored text counted in UTF-16 code units (JavaScript string indices), so an offset a model
// reads here is the same number read_tool_result and search_tool_results report. A window never splits
// a surrogate pair: an emoji comes back whole or not at all.

export type TextWindow = { start: number; end: number; text: string };

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** True when `index` falls between the two halves of one surrogate pair. */
export function splitsPair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  return isHighSurrogate(text.charCodeAt(index - 1)) && isLowSurrogate(text.charCodeAt(index));
}

/** `index` moved back onto a character boundary (to the start of a pair it would split). */
export function boundaryAtOrBefore(text: string, index: number): number {
  const clamped = Math.max(0, Math.min(index, text.length));
  return splitsPair(text, clamped) ? clamped - 1 : clamped;
}

/** `index` moved forward onto a character boundary (past the end of a pair it would split). */
export function boundaryAtOrAfter(text: string, index: number): number {
  const clamped = Math.max(0, Math.min(index, text.length));
  return splitsPair(text, clamped) ? clamped + 1 : clamped;
}

/**
 * At most `limit` code units from `offset`. An offset inside a pair starts at the pair; an end inside one
 * stops before it, unless that would leave nothing, when the pair comes back whole (one unit over).
 */
export function textWindow(text: string, offset: number, limit: number): TextWindow {
  const start = boundaryAtOrBefore(text, offset);
  let end = boundaryAtOrBefore(text, start + limit);
  if (end === start && start < text.length) end = boundaryAtOrAfter(text, start + 1);
  return { start, end, text: text.slice(start, end) };
}

/** The first `limit` code units, and whether anything was cut. */
export function headOf(text: string, limit: number): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  return { text: text.slice(0, boundaryAtOrBefore(text, limit)), cut: true };
}

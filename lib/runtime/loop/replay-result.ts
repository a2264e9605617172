// Seed "tool rules", Results in later turns: the full payload a tool returned is never replayed into a
// later prompt. A replayed result whose text was cut carries one terse line — how much was cut, roughly
// how much there is, and the ref to fetch the rest; a call outside the window carries the same line
// beside its outcome; a result that crossed whole carries no line.

export type ReplayLimits = {
  /** Turns before the latest whose results are replayed as an excerpt; older ones give their outcome. */
  replayWindowTurns: number;
  /** The longest excerpt of a result replayed inside the window. */
  replayExcerptCharacters: number;
};

export const defaultReplayLimits: ReplayLimits = { replayWindowTurns: 2, replayExcerptCharacters: 1500 };

/** A result outside the window with no ref is replayed whole when it is this short. */
export const REPLAYED_WHOLE_CHARACTERS = 200;

/** How much of an earlier turn's result a replay can quote: what a store must read of it, at least. */
export function replayedCharacters(limits: ReplayLimits): number {
  return Math.max(limits.replayExcerptCharacters, REPLAYED_WHOLE_CHARACTERS);
}

export type ReplayedCall = {
  outcome: string;
  /** What the model read when the call was answered (a preview for a large result). */
  result: string | null;
  /** The whole result's length when `result` holds only its beginning (CallSnapshot.resultChars). */
  resultChars?: number;
  ref: string | null;
  /** Bytes of the stored stamped string. */
  storedBytes: number;
};

function roughSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `about ${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `about ${Math.round(bytes / 1024)} KB`;
  return `about ${bytes} bytes`;
}

/** 1234567 → "1,234,567", as toLocaleString("en-US") writes a whole number, without Intl's cost per call. */
function withThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The terse line: how much was cut, roughly how much there is, and the ref. */
export function cutLine(cutCharacters: number, storedBytes: number, ref: string | null): string {
  const where = ref ? `; read_tool_result {"ref": "${ref}"} reads it` : "";
  return `[${withThousands(cutCharacters)} characters cut of ${roughSize(storedBytes)}${where}]`;
}

/**
 * The content of a tool message for a call answered `age` turns before the latest one (0 = the latest:
 * delivered as it was read, for the first time).
 */
export function replayedContent(call: ReplayedCall, age: number, limits: ReplayLimits = defaultReplayLimits): string {
  const text = call.result ?? "No result was recorded for this call.";
  if (age === 0) return text;
  const length = call.result === null ? text.length : (call.resultChars ?? text.length);
  const limit = age <= limits.replayWindowTurns ? limits.replayExcerptCharacters : 0;
  if (length <= limit) return text;
  if (limit === 0 && call.ref === null && length <= REPLAYED_WHOLE_CHARACTERS) return text;
  const excerpt = limit > 0 ? `${text.slice(0, limit)}\n` : `[${call.outcome}] `;
  return `${excerpt}${cutLine(length - limit, Math.max(call.storedBytes, length), call.ref)}`;
}

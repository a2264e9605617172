import "server-only";
import { AppError } from "@/lib/contracts/api-error";

// Issue 16, item 7: the web server has one thread, and `JSON.parse` of 15 MB of `[[[[…` stalled every other
// request for seconds, as did validating 700,000 keys. While a body is read, one linear pass over its bytes
// measures its shape: how deep it nests and how many entries (object keys and array items) it holds in all.
// It skips over strings (escapes included), so brackets and commas inside a string count for nothing. It
// does not validate: malformed text is JSON.parse's to refuse, after this pass has bounded what it parses.

export type JsonShapeLimits = {
  /** TOLLGATE_JSON_MAX_DEPTH: containers inside containers, the outermost being 1. */
  maxDepth: number;
  /** TOLLGATE_JSON_MAX_ENTRIES: object keys and array items, counted over the whole body. */
  maxEntries: number;
};

export type JsonShapeVerdict = { verdict: "within" } | { verdict: "too_deep" } | { verdict: "too_many_entries" };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

export type JsonShapeMeter = {
  /** The next bytes of the body; the verdict so far, `within` until a limit is passed. */
  measure: (chunk: Uint8Array) => JsonShapeVerdict;
};

/**
 * A meter fed the body's bytes as they arrive, so a body past a limit is refused at its first chunk, before
 * the rest is read. Bytes, not text: every byte this looks at is ASCII, and no byte of a multi-byte UTF-8
 * character is, so a character cut between two chunks changes nothing. State (inside a string, after a
 * backslash) carries over from one chunk to the next.
 */
export function createJsonShapeMeter(limits: JsonShapeLimits): JsonShapeMeter {
  let depth = 0;
  let entries = 0;
  // Just after `[` or `{`: the next significant byte is the container's first entry, unless it closes it.
  let awaitingFirst = false;
  let inString = false;
  let escaped = false;
  let verdict: JsonShapeVerdict = { verdict: "within" };
  const measure = (chunk: Uint8Array): JsonShapeVerdict => {
    if (verdict.verdict !== "within") return verdict;
    const length = chunk.length;
    for (let index = 0; index < length; index += 1) {
      const code = chunk[index]!;
      if (inString) {
        // To the closing quote; a backslash escapes the byte after it, whatever it is.
        if (escaped) escaped = false;
        else if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) inString = false;
        continue;
      }
      if (isWhitespace(code)) continue;
      if (awaitingFirst) {
        awaitingFirst = false;
        if (code !== CLOSE_BRACE && code !== CLOSE_BRACKET) entries += 1;
      }
      if (code === QUOTE) {
        inString = true;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth += 1;
        if (depth > limits.maxDepth) return (verdict = { verdict: "too_deep" });
        awaitingFirst = true;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth = Math.max(0, depth - 1);
      } else if (code === COMMA) {
        entries += 1;
      }
      if (entries > limits.maxEntries) return (verdict = { verdict: "too_many_entries" });
    }
    return verdict;
  };
  return { measure };
}

/** The shape of a whole JSON text against the limits, stopping at the first limit passed. */
export function measureJsonShape(text: string, limits: JsonShapeLimits): JsonShapeVerdict {
  return createJsonShapeMeter(limits).measure(Buffer.from(text, "utf8"));
}

/** Throws the contract's error for a body past a limit: 400 `invalid_json` too deep, 413 `payload_too_large` too many entries. */
export function refuseJsonShape(shape: JsonShapeVerdict, limits: JsonShapeLimits): void {
  if (shape.verdict === "too_deep") {
    throw new AppError("invalid_json", `The request body nests deeper than ${limits.maxDepth} levels (TOLLGATE_JSON_MAX_DEPTH).`, {
      limit: limits.maxDepth,
    });
  }
  if (shape.verdict === "too_many_entries") {
    throw new AppError(
      "payload_too_large",
      `The request body holds more than ${limits.maxEntries} keys and array items in all (TOLLGATE_JSON_MAX_ENTRIES).`,
      { limit: limits.maxEntries },
    );
  }
}

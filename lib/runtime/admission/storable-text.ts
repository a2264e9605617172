// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate (written as a
// character or as the escape `\ud800`). A model can send either — inside its text, a call's name or its
// arguments — so the core finds such characters before anything is stored (issue 8, item 7: one `\u0000`
// in a raw argument string wedged a run for minutes while every attempt to store it failed).

import { fieldPathText } from "./field-path";

const unstorableCharacter = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorableCharacters = new RegExp(unstorableCharacter.source, "g");

/** Where a value first holds an unstorable character: the path to it, whether it is in a key, and which. */
export type UnstorablePlace = { path: readonly (string | number)[]; inKey: boolean; codePoint: number };

// Every unstorable character is U+0000 or a surrogate: a text without either (nearly every text) is
// cleared by one scan of a plain character class, before the pattern that tells paired from lone.
const possiblyUnstorable = /[\u0000\uD800-\uDFFF]/;

function codePointIn(text: string): number | null {
  if (!possiblyUnstorable.test(text)) return null;
  const found = unstorableCharacter.exec(text);
  return found ? found[0].charCodeAt(0) : null;
}

/** Depth-first, keys before their values; arrays and objects only (what JSON arguments hold). */
export function findUnstorable(value: unknown, path: readonly (string | number)[] = []): UnstorablePlace | null {
  if (typeof value === "string") {
    const codePoint = codePointIn(value);
    return codePoint === null ? null : { path, inKey: false, codePoint };
  }
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : typeof value === "object" && value !== null
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const keyPoint = typeof key === "string" ? codePointIn(key) : null;
    if (keyPoint !== null) return { path: [...path, key], inKey: true, codePoint: keyPoint };
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function escapeOf(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/**
 * The text with each unstorable character written as its JSON escape (`\u0000`, `\ud800`), as visible
 * text. Chosen over U+FFFD because nothing is lost: stored raw JSON text still parses to exactly what the
 * model sent, so admission refuses a resumed turn read back from the database as it refused it the first
 * time, and a person reading the turn sees which character it was.
 */
export function escapeUnstorable(text: string): string {
  return possiblyUnstorable.test(text) && unstorableCharacter.test(text) ? text.replace(unstorableCharacters, escapeOf) : text;
}

/**
 * A call's arguments in a form the database holds: raw text with its unstorable characters escaped, and
 * an object holding one as its JSON text (JSON writes them as escapes), which parses back to the same
 * object. Anything else is kept as it is.
 */
export function storableArguments(value: unknown): unknown {
  if (typeof value === "string") return escapeUnstorable(value);
  return findUnstorable(value) ? JSON.stringify(value) : value;
}

/** The sentence naming where and what, as admission's refusals word a problem (validate-arguments.ts). */
export function unstorableProblem(place: UnstorablePlace): string {
  const character =
    place.codePoint === 0 ? "the NUL character (U+0000)" : `a lone UTF-16 surrogate (U+${place.codePoint.toString(16).toUpperCase()})`;
  const key = place.path.at(-1);
  if (place.inKey) {
    const where = place.path.length > 1 ? ` of "${fieldPathText(place.path.slice(0, -1))}"` : "";
    return `The key ${JSON.stringify(String(key))}${where} holds ${character}, which cannot be stored; send the key without it.`;
  }
  if (place.path.length === 0) return `The arguments hold ${character}, which cannot be stored; send them without it.`;
  return `"${fieldPathText(place.path)}" holds ${character}, which cannot be stored; send the text without it.`;
}

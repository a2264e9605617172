// Words of a text with where they sit, and when two words count as the same word despite a typo.
// Used by the fuzzy search of stored results (seed "tool rules", Searching a stored result) and by the
// tool search of the catalogue.

import { typoDistance } from "./typo-distance";

/** A word of the text: its lower-cased form and its span in UTF-16 code units. */
export type WordToken = { word: string; start: number; end: number };

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export function wordTokens(text: string): WordToken[] {
  return Array.from(text.matchAll(wordPattern), (match) => ({
    word: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The distinct words of a query, in the order first written. */
export function queryWords(query: string): string[] {
  return [...new Set(wordTokens(query).map((token) => token.word))];
}

/** Typos tolerated in a word of this many characters: none below 4, one up to 7, two from 8. */
export function typosAllowed(word: string): number {
  const length = Array.from(word).length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** The typos between a query word and a text word, or null when they are not the same word. */
export function wordDistance(queryWord: string, textWord: string): number | null {
  if (queryWord === textWord) return 0;
  const allowed = typosAllowed(queryWord);
  if (allowed === 0 || Math.abs(queryWord.length - textWord.length) > allowed) return null;
  const distance = typoDistance(queryWord, textWord);
  return distance <= allowed ? distance : null;
}

// `match: "exact"`: every case-insensitive literal occurrence of the query, in reading order. A regular
// expression with the `i` and `u` flags folds case without changing the text's length, so the spans it
// reports are spans of the stored text itself (lower-casing a copy first could shift them).

import type { TextMatch } from "./text-match";

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function exactMatches(text: string, query: string): TextMatch[] {
  if (query.length === 0) return [];
  const pattern = new RegExp(escapeForPattern(query), "giu");
  return Array.from(text.matchAll(pattern), (match) => ({ start: match.index, end: match.index + match[0].length, cost: 0 }));
}

// `match: "exact"`: every case-insensitive literal occurrence of the query, in reading order. RE2 folds case
// without changing the text's length (as a native RegExp with `iu` would), so the spans it reports are spans
// of the stored text itself (lower-casing a copy first could shift them); and its time is linear in the text,
// whatever the query (issue 8, item 4: the model's text never reaches a backtracking engine).

import { literalPattern } from "@/lib/runtime/patterns/user-pattern";
import type { TextMatch } from "./text-match";

export function exactMatches(text: string, query: string): TextMatch[] {
  if (query.length === 0) return [];
  return literalPattern(query, { caseSensitive: false }).spans(text).map((span) => ({ ...span, cost: 0 }));
}

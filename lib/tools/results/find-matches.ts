// One search of one stored text, by the mode the call asked for, best matches first.

import { exactMatches } from "./exact-matches";
import { fuzzyMatches } from "./fuzzy-matches";
import { byCost, type MatchMode, type TextMatch } from "./text-match";
import { queryWords } from "./word-tokens";

export function findMatches(text: string, query: string, mode: MatchMode): TextMatch[] {
  // A query with no words in it (`€`, `->`) has nothing fuzzy to tolerate: it is looked for literally.
  if (mode === "exact" || queryWords(query).length === 0) return exactMatches(text, query).sort(byCost);
  return fuzzyMatches(text, query);
}

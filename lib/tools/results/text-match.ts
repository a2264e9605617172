// A place in a stored text where a search matched: its span in UTF-16 code units and how far it is from a
// perfect match (0 for the literal text; typos plus words in between for a fuzzy match).

export type TextMatch = { start: number; end: number; cost: number };

/** How search_tool_results matches: fuzzy first, the default. */
export const MATCH_MODES = ["fuzzy", "exact"] as const;

export type MatchMode = (typeof MATCH_MODES)[number];

/** Best first, then in reading order. */
export function byCost(left: TextMatch, right: TextMatch): number {
  return left.cost - right.cost || left.start - right.start;
}

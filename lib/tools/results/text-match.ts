// A place in a stored text where a search matched: its span in UTF-16 code units and how far it is from a
// perfect match (0 for the literal text; typos plus words in between for a fuzzy match).

export type TextMatch = { start: number; end: number; cost: number };

export type MatchMode = "fuzzy" | "exact";

/** Best first, then in reading order. */
export function byCost(left: TextMatch, right: TextMatch): number {
  return left.cost - right.cost || left.start - right.start;
}

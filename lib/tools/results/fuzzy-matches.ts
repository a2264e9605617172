// `match: "fuzzy"` (seed "tool rules", Searching a stored result — "reimbursment deadline" must find
// "reimbursement deadline"): every query word matches a text word, within a few typos, and all of them
// sit within a small window of words, in any order. Closer is better: fewer typos, fewer words between.
// Plain string work on the stored text: no embeddings, summaries or cache.

import { byCost, type TextMatch } from "./text-match";
import { queryWords, wordDistance, wordTokens, type WordToken } from "./word-tokens";

/** Other words a match may hold between the query's words, in all. */
export const WORDS_BETWEEN = 3;

type WordMatch = { first: number; last: number; cost: number };

/** For each text word, the typos to each query word (null where it is not that word). */
function distanceTable(words: readonly WordToken[], wanted: readonly string[]): (number | null)[][] {
  return words.map((token) => wanted.map((word) => wordDistance(word, token.word)));
}

/** The shortest run of words from `first` that holds every query word, or null within the window. */
function matchFrom(first: number, table: readonly (number | null)[][], wantedCount: number): WordMatch | null {
  const typos = new Map<number, number>();
  const lastAllowed = Math.min(table.length - 1, first + wantedCount + WORDS_BETWEEN - 1);
  for (let index = first; index <= lastAllowed; index += 1) {
    table[index].forEach((distance, wanted) => {
      if (distance !== null && distance < (typos.get(wanted) ?? Infinity)) typos.set(wanted, distance);
    });
    if (typos.size === wantedCount) {
      const between = Math.max(0, index - first + 1 - wantedCount);
      const typoCount = [...typos.values()].reduce((sum, distance) => sum + distance, 0);
      return { first, last: index, cost: typoCount + between };
    }
  }
  return null;
}

/** Best matches first; matches never share a word (the better one keeps it). */
export function fuzzyMatches(text: string, query: string): TextMatch[] {
  const wanted = queryWords(query);
  if (wanted.length === 0) return [];
  const words = wordTokens(text);
  const table = distanceTable(words, wanted);
  const candidates: WordMatch[] = [];
  table.forEach((row, first) => {
    if (!row.some((distance) => distance !== null)) return;
    const match = matchFrom(first, table, wanted.length);
    if (match !== null) candidates.push(match);
  });
  const taken = new Set<number>();
  const chosen: TextMatch[] = [];
  for (const match of candidates.sort((left, right) => left.cost - right.cost || left.first - right.first)) {
    const span = Array.from({ length: match.last - match.first + 1 }, (_, offset) => match.first + offset);
    if (span.some((index) => taken.has(index))) continue;
    span.forEach((index) => taken.add(index));
    chosen.push({ start: words[match.first].start, end: words[match.last].end, cost: match.cost });
  }
  return chosen.sort(byCost);
}

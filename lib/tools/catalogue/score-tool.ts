// How well a tool answers a search_tools query: each query word scores by the best place it is found —
// the tool's name, then its family, then its description — tolerating a typo or another ending. Plain
// word matching over the catalogue; nothing is indexed or cached.

import { wordDistance, wordTokens } from "../results/word-tokens";

export type SearchableTool = { name: string; canonicalName: string; family: string; description: string };

const NAME_SCORE = 4;
const FAMILY_SCORE = 2;
const DESCRIPTION_SCORE = 1;

// Words that say nothing about what a tool does.
const stopWords = new Set(["a", "an", "the", "to", "of", "for", "and", "or", "in", "on", "by", "with", "is", "it", "this", "that", "my", "me", "i", "from", "into"]);

export function searchWords(query: string): string[] {
  return [...new Set(wordTokens(query).map((token) => token.word))].filter((word) => !stopWords.has(word));
}

/** The same word despite one typo or another ending (`read` finds `reads`, `reading` finds `read`). */
export function sameWord(wanted: string, found: string): boolean {
  if (wordDistance(wanted, found) !== null) return true;
  const [shorter, longer] = wanted.length <= found.length ? [wanted, found] : [found, wanted];
  return shorter.length >= 3 && longer.startsWith(shorter);
}

function wordsOf(text: string): string[] {
  return wordTokens(text).map((token) => token.word);
}

/** 0 when no query word is found anywhere in the tool. */
export function scoreTool(tool: SearchableTool, words: readonly string[]): number {
  const nameWords = wordsOf(`${tool.canonicalName} ${tool.name}`);
  const familyWords = wordsOf(tool.family);
  const descriptionWords = wordsOf(tool.description);
  const found = (candidates: readonly string[], word: string) => candidates.some((candidate) => sameWord(word, candidate));
  return words.reduce((score, word) => {
    if (found(nameWords, word)) return score + NAME_SCORE;
    if (found(familyWords, word)) return score + FAMILY_SCORE;
    return found(descriptionWords, word) ? score + DESCRIPTION_SCORE : score;
  }, 0);
}

/** The `limit` best tools for a query, best first (ties by name); none when no word is found. */
export function rankTools<Tool extends SearchableTool>(tools: readonly Tool[], query: string, limit: number): Tool[] {
  const words = searchWords(query);
  return tools
    .map((tool) => ({ tool, score: scoreTool(tool, words) }))
    .filter(({ score }) => score > 0)
    .sort((left, right) => right.score - left.score || left.tool.name.localeCompare(right.tool.name))
    .slice(0, limit)
    .map(({ tool }) => tool);
}

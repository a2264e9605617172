// How os.assess_impact finds what a change touches when it is not told: plain word matching, deterministic
// and explainable (each match says why). A change's words are its words of four letters or more that say
// something (not "should", "every", "task"); two words are the same when equal or one starts the other
// (`invoice` / `invoices`). A task is touched when the change names it, names a tool it declares (exact name
// or model name), names the vendor of a tool it declares (`github` for `github.merge_pull_request`), or shares
// words with its name. A KPI is touched when its name or description shares words with the change.

import { wordTokens } from "../results/word-tokens";

const MIN_WORD = 4;

// Words that say nothing about what a change touches.
const STOP_WORDS = new Set([
  "about", "after", "also", "before", "change", "changes", "could", "does", "each", "every", "from", "have", "into",
  "just", "make", "more", "less", "most", "must", "need", "needs", "only", "other", "over", "same", "should", "some",
  "than", "that", "their", "them", "then", "there", "these", "they", "this", "those", "tool", "tools", "task",
  "tasks", "under", "when", "where", "which", "while", "will", "with", "without", "would", "your", "what", "want",
  "instead", "start", "stop", "using", "away", "again", "ours", "because",
]);

export function changeWords(change: string): string[] {
  const words = wordTokens(change).map((token) => token.word);
  return [...new Set(words)].filter((word) => word.length >= MIN_WORD && !STOP_WORDS.has(word));
}

export function sameWord(one: string, other: string): boolean {
  if (one === other) return true;
  const [shorter, longer] = one.length <= other.length ? [one, other] : [other, one];
  return shorter.length >= MIN_WORD && longer.startsWith(shorter);
}

/** The change's words that some word of `text` matches, in the change's order. */
export function sharedWords(words: readonly string[], text: string): string[] {
  const own = wordTokens(text).map((token) => token.word);
  return words.filter((word) => own.some((candidate) => sameWord(word, candidate)));
}

export type TaskToMatch = { name: string; tools: readonly string[] };

const bareTool = (declaration: string) => declaration.split("#")[0];

/** Why the change touches the task, most telling first; empty when it does not. Score: how telling. */
export function taskMatch(change: string, words: readonly string[], task: TaskToMatch): { why: string[]; score: number } {
  const text = change.toLowerCase();
  const why: string[] = [];
  let score = 0;
  if (task.name.trim().length >= 3 && text.includes(task.name.trim().toLowerCase())) {
    why.push(`the change names the task "${task.name}"`);
    score += 8;
  }
  const tools = [...new Set(task.tools.map(bareTool))];
  const named = tools.filter((tool) => text.includes(tool.toLowerCase()) || text.includes(tool.replaceAll(".", "__").toLowerCase()));
  for (const tool of named) {
    why.push(`the change names ${tool}, which the task declares`);
    score += 4;
  }
  // A vendor counts only for tools the change did not already name, so one mention is one reason.
  const vendors = [...new Set(tools.filter((tool) => !named.includes(tool)).map((tool) => tool.split(".")[0]))];
  for (const vendor of vendors.filter((name) => words.includes(name.toLowerCase()))) {
    why.push(`the change names ${vendor}, whose tools the task declares`);
    score += 2;
  }
  const shared = sharedWords(words, task.name);
  if (shared.length > 0) {
    why.push(`the task's name shares ${shared.map((word) => `"${word}"`).join(", ")} with the change`);
    score += shared.length;
  }
  return { why, score };
}

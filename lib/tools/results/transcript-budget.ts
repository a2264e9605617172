// Which turns one read_transcript call returns (seed "tool rules", Reading earlier turns): turns holding
// the literal words asked for, from the offset on, whole, while the character budget lasts. A read that
// stops early is marked truncated with the offset to continue from; a single turn larger than the budget
// comes back whole rather than not at all.

import type { TranscriptTurn } from "./transcript-turn";

export const DEFAULT_TRANSCRIPT_CHARS = 6000;
export const MAX_TRANSCRIPT_CHARS = 20000;

export type TranscriptRead = { words?: string; offset: number; maxChars: number };

export type TranscriptPage = {
  /** Turns that pass the range and the words, before the offset and the budget. */
  matchingTurns: number;
  turns: TranscriptTurn[];
  truncated: boolean;
  /** Where the next read continues, counted in matching turns; null when nothing is left. */
  nextOffset: number | null;
};

/** The characters a turn spends: its JSON text, as the model reads it. */
export function turnCharacters(turn: TranscriptTurn): number {
  return JSON.stringify(turn).length;
}

function searchableText(turn: TranscriptTurn): string {
  return [turn.person, ...turn.assistant, ...turn.calls.flatMap((call) => [call.name, call.arguments])].join("\n").toLowerCase();
}

/** Every word given appears in the turn, case-insensitively, as written (no stemming, no typos). */
export function holdsWords(turn: TranscriptTurn, words: string): boolean {
  const wanted = words.toLowerCase().split(/\s+/).filter((word) => word !== "");
  const text = searchableText(turn);
  return wanted.every((word) => text.includes(word));
}

export function pageOfTurns(turns: readonly TranscriptTurn[], read: TranscriptRead): TranscriptPage {
  const { words } = read;
  const matching = words === undefined ? turns : turns.filter((turn) => holdsWords(turn, words));
  const maxChars = Math.min(read.maxChars, MAX_TRANSCRIPT_CHARS);
  const chosen: TranscriptTurn[] = [];
  let spent = 0;
  for (const turn of matching.slice(read.offset)) {
    const cost = turnCharacters(turn);
    // Whole turns only; the first always comes back, however large.
    if (chosen.length > 0 && spent + cost > maxChars) break;
    chosen.push(turn);
    spent += cost;
  }
  const next = read.offset + chosen.length;
  const truncated = next < matching.length;
  return { matchingTurns: matching.length, turns: chosen, truncated, nextOffset: truncated ? next : null };
}

// Issue 22: the summary a compaction falls back to when the run's model cannot write one (its request failed,
// it answered with calls or nothing): each covered turn's calls, outcomes and refs, one line a turn, derived
// from the rows alone so that it is the same whoever computes it. An earlier summary is folded in first.
// Bounded: past DIGEST_MAX_CHARACTERS the oldest lines give way to one line naming the turns left out.

import type { CompactionRecord, TurnSnapshot } from "../ports/run-store";
import { turnRangeLabel } from "./turn-range";

export const DIGEST_MAX_CHARACTERS = 6000;
const ARGUMENT_CHARACTERS = 80;
const TEXT_CHARACTERS = 120;
/** The share of the digest an earlier summary keeps when everything does not fit. */
const EARLIER_SHARE = 3;

function clip(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1)}…`;
}

function argumentsText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** One turn as one line: `turn 4: "text" — read_file {"path":…} → ok ref r_1; …` (no text: `turn 4: read_file …`). */
export function digestLine(turn: TurnSnapshot): string {
  const text = turn.modelText.trim() === "" ? "" : ` "${clip(turn.modelText, TEXT_CHARACTERS)}"`;
  const calls = turn.calls.map((call) => {
    const code = call.code ? ` ${call.code}` : "";
    const ref = call.ref ? ` ref ${call.ref}` : "";
    return `${call.name} ${clip(argumentsText(call.arguments), ARGUMENT_CHARACTERS)} → ${call.outcome}${code}${ref}`;
  });
  const joined = calls.length === 0 ? " (no calls)" : `${text === "" ? "" : " —"} ${calls.join("; ")}`;
  return `turn ${turn.index + 1}:${text}${joined}`;
}

/** The digest of `turns` (the newly covered ones), after the earlier summary when there is one. */
export function digestOf(turns: readonly TurnSnapshot[], earlier: CompactionRecord | null, maxCharacters = DIGEST_MAX_CHARACTERS): string {
  const lines = turns.map(digestLine);
  const head = earlier ? `Earlier (${turnRangeLabel(earlier.fromTurn, earlier.toTurn)}): ${clip(earlier.summary, Math.floor(maxCharacters / EARLIER_SHARE))}` : null;
  const room = maxCharacters - (head === null ? 0 : head.length + 1);
  const kept: string[] = [];
  let spent = 0;
  for (let position = lines.length - 1; position >= 0; position -= 1) {
    const line = lines[position]!;
    if (spent + line.length + 1 > room - 80) {
      const first = turns[0]!.index + 1;
      const last = turns[position]!.index + 1;
      kept.unshift(`${turnRangeLabel(first, last)}: left out of this digest; read_transcript reads them.`);
      break;
    }
    kept.unshift(line);
    spent += line.length + 1;
  }
  return [...(head === null ? [] : [head]), ...kept].join("\n");
}

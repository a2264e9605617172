// Issue 22: the one message that stands for the covered turns in every later prompt. It names the turns it
// covers and the refs it drops, says how to read them back (read_transcript with thisRun, read_tool_result),
// and carries the summary. The runtime writes the frame; the summary is the model's or the digest.

import type { CompactionRecord } from "../ports/run-store";
import { turnRangeLabel } from "./turn-range";

/** Refs named in the message; past this many, their count (read_transcript names each turn's refs). */
export const NAMED_REFS = 40;

export function summaryMessage(compaction: CompactionRecord): string {
  const { fromTurn, toTurn, droppedRefs } = compaction;
  const label = turnRangeLabel(fromTurn, toTurn);
  const read = `read_transcript {"thisRun": true, "fromTurn": ${fromTurn}, "toTurn": ${toTurn}}`;
  const named = droppedRefs.slice(0, NAMED_REFS).join(", ");
  const more = droppedRefs.length > NAMED_REFS ? ` and ${droppedRefs.length - NAMED_REFS} more` : "";
  const refs = droppedRefs.length === 0 ? "Dropped refs: none." : `Dropped refs: ${named}${more} (read_tool_result reopens any of them).`;
  const author = compaction.source === "model" ? "a summary you wrote" : "a digest of each turn's calls";
  return [
    `[Compaction ${compaction.sequence}: ${label} of this run are no longer shown; below is ${author}. ${read} reads them back exactly.]`,
    refs,
    compaction.summary,
  ].join("\n");
}

// Issue 22: the request that asks the run's own model for a compaction's summary, with one fixed
// instruction, and what counts as an answer: text alone, not empty (no tools are offered; a model that
// calls one anyway, or answers nothing, has not summarised, and the digest is used instead).

import type { ModelMessage, ModelResponse } from "../ports";
import type { CompactionRecord } from "../ports/run-store";
import { turnRangeLabel } from "./turn-range";

export const SUMMARY_MAX_CHARACTERS = 4000;

export const COMPACTION_INSTRUCTION =
  "Summarise the earlier turns of this run below for your own later use: what was asked, what you did, " +
  "what each tool call found (figures, names, identifiers, paths and refs exactly as they appeared) and what " +
  "is still open. Plain text, at most 4000 characters. Do not call tools. The turns will be replaced by " +
  "your summary; a detail you leave out can be read back later with read_transcript.";

/** The covered turns' messages as text, after an earlier summary when there is one. */
function transcriptText(messages: readonly ModelMessage[], earlier: CompactionRecord | null): string {
  const lines = earlier ? [`Earlier summary (${turnRangeLabel(earlier.fromTurn, earlier.toTurn)}):\n${earlier.summary}`] : [];
  for (const message of messages) {
    if (message.role === "assistant") lines.push(`assistant: ${message.content}${message.calls.length === 0 ? "" : `\ncalls: ${JSON.stringify(message.calls)}`}`);
    else if (message.role === "tool") lines.push(`tool ${message.name} (${message.callId}): ${message.content}`);
    else lines.push(`${message.role}: ${message.content}`);
  }
  return lines.join("\n\n");
}

export function summaryRequestMessages(input: string, covered: readonly ModelMessage[], fromTurn: number, toTurn: number, earlier: CompactionRecord | null): ModelMessage[] {
  return [
    { role: "system", content: COMPACTION_INSTRUCTION },
    { role: "user", content: `The run's task:\n${input}\n\nThe ${turnRangeLabel(fromTurn, toTurn)} to summarise:\n\n${transcriptText(covered, earlier)}` },
  ];
}

/** The summary in a model's answer, or null when the answer is not one. */
export function summaryOf(response: ModelResponse): string | null {
  if (response.calls.length > 0) return null;
  const text = response.text.trim();
  if (text === "") return null;
  return text.length <= SUMMARY_MAX_CHARACTERS ? text : `${text.slice(0, SUMMARY_MAX_CHARACTERS - 1)}…`;
}

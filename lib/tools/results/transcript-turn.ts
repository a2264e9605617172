// One turn of a conversation as read_transcript returns it (seed "tool rules", Reading earlier turns). A
// turn of the conversation is one run: what the person wrote, the assistant's answers, and each tool
// call's name, the first 400 characters of its arguments, and the ref read_tool_result reopens it by.
// Thinking is never returned — and none is stored: a turn keeps only the model's text and calls.

import { redactStrings, type Redact } from "@/lib/runtime/results/redact-in-handler";
import { headOf } from "./text-window";

export const ARGUMENT_CHARACTERS = 400;

export type TranscriptCall = { name: string; arguments: string; argumentsCut?: true; ref: string | null };

export type TranscriptTurn = {
  turn: number;
  startedAt: string;
  status: string;
  person: string;
  assistant: string[];
  calls: TranscriptCall[];
};

/** The rows one run leaves: its own fields, and its model turns with their calls in order. */
export type RunRows = {
  status: string;
  input: string;
  output: string | null;
  createdAt: Date;
  startedAt: Date | null;
  modelTurns: readonly { modelText: string; calls: readonly { name: string; arguments: unknown; ref: string | null }[] }[];
};

/** Arguments as JSON text; a model that sent raw text is shown its text as sent. */
function argumentsText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

function callView(call: RunRows["modelTurns"][number]["calls"][number]): TranscriptCall {
  const head = headOf(argumentsText(call.arguments), ARGUMENT_CHARACTERS);
  return { name: call.name, arguments: head.text, ...(head.cut ? { argumentsCut: true as const } : {}), ref: call.ref };
}

/** Each model turn's text, then the run's output unless it only repeats the last of them. */
function answersOf(run: RunRows): string[] {
  const answers = run.modelTurns.map((turn) => turn.modelText).filter((text) => text.trim() !== "");
  if (run.output !== null && run.output.trim() !== "" && answers.at(-1) !== run.output) answers.push(run.output);
  return answers;
}

/**
 * CONTRACT.md, Secrets (never in a transcript): the rows with every secret value redacted, before anything
 * is cut to 400 characters, paged or searched — a cut through a value would leave a part of it no exact
 * match can find, and a search of `words` would answer a guess of a value differently from a miss.
 * Arguments are redacted by their JSON leaves, so the text shown is still the JSON the model sent.
 */
export function redactRunRows<Rows extends RunRows>(run: Rows, redact: Redact): Rows {
  return {
    ...run,
    input: redact(run.input),
    output: run.output === null ? null : redact(run.output),
    modelTurns: run.modelTurns.map((turn) => ({
      ...turn,
      modelText: redact(turn.modelText),
      calls: turn.calls.map((call) => ({ ...call, arguments: redactStrings(call.arguments, redact) })),
    })),
  };
}

export function transcriptTurn(number: number, run: RunRows): TranscriptTurn {
  return {
    turn: number,
    startedAt: (run.startedAt ?? run.createdAt).toISOString(),
    status: run.status,
    person: run.input,
    assistant: answersOf(run),
    calls: run.modelTurns.flatMap((turn) => turn.calls.map(callView)),
  };
}

// CONTRACT.md, The scripted model: plays a script instead of calling an LLM, for tests, demos and CI.

import type { ScriptTurn } from "@/lib/contracts/model-spec";
import type { ModelCall, ModelClient, ModelRequest, ModelResponse } from "@/lib/runtime/ports";

/** The id a scripted call gets when the script gives none: unique within a run, stable across a resume. */
export function scriptedCallId(turnIndex: number, position: number): string {
  return `call_${turnIndex}_${position}`;
}

/** The answer a script gives at one turn; past its end, empty text, so the run ends. */
export function playScriptTurn(script: readonly ScriptTurn[], turnIndex: number): ModelResponse {
  const turn = script[turnIndex];
  if (turn === undefined) return { text: "", calls: [] };
  if (!("calls" in turn)) return { text: turn.text, calls: [] };
  const calls = turn.calls.map(
    (call, position): ModelCall => ({
      id: call.id ?? scriptedCallId(turnIndex, position),
      name: call.name,
      // A string is passed through unparsed so repair and validation see a real model's raw text.
      arguments: typeof call.arguments === "string" ? call.arguments : structuredClone(call.arguments),
    }),
  );
  return { text: turn.text ?? "", calls };
}

/**
 * The request's place among the run's requests picks the turn, not a counter of our own: a run resumed after
 * a gate continues the script where it stopped. Issue 22: a compaction's request is a request too, and
 * consumes the next ScriptTurn like any turn (a text answer is its summary).
 */
export function createScriptedModel(script: readonly ScriptTurn[]): ModelClient {
  return {
    async generate(request: ModelRequest): Promise<ModelResponse> {
      return playScriptTurn(script, request.requestIndex ?? request.turnIndex);
    },
  };
}

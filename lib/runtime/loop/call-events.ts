// Issue 17, item 3: a call's events as the loop emits them — admitted (or refused) when its turn is recorded,
// gated when its gate opens or is read decided, answered when its answer is written. Argument and result
// text go only to a sink that asked for content, redacted of the step's secret values first.

import { createResultRedactor } from "../results/redact-secrets";
import type { LoopDependencies } from "../ports/loop-dependencies";
import type { EventContent } from "../ports/run-events";
import type { CallSettlement, CallSnapshot, NewCall } from "../ports/run-store";

function contentOf(deps: Pick<LoopDependencies, "events">, value: unknown, secretValues: readonly string[]): EventContent {
  if (!deps.events?.wantsContent || value === null || value === undefined) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return { text: createResultRedactor(secretValues).redact(text) };
}

/** The calls just recorded with their turn: each admitted or refused, and a refused one answered at once. */
export function emitAdmitted(deps: LoopDependencies, runId: string, turnIndex: number, rows: readonly NewCall[], calls: readonly CallSnapshot[], secretValues: readonly string[]): void {
  const { events } = deps;
  if (!events) return;
  const at = deps.clock.now();
  rows.forEach((row, position) => {
    const callId = calls[position].id;
    const admitted = row.outcome === "pending" || row.outcome === "waiting";
    const base = { at, runId, callId, tool: row.tool };
    events.emit({ type: "call_admitted", ...base, turnIndex, modelCallId: row.modelCallId, name: row.name, admitted, arguments: contentOf(deps, row.arguments, secretValues) });
    if (!admitted) events.emit({ type: "call_answered", ...base, outcome: row.outcome, code: row.code, attempts: 0, result: contentOf(deps, row.result, secretValues) });
  });
}

/** A settlement written on a call: an answer is reported; a start (write-ahead) is not one. */
export function emitAnswered(deps: LoopDependencies, runId: string, call: CallSnapshot, settlement: Omit<CallSettlement, "callId">, secretValues: readonly string[]): void {
  if (!deps.events || settlement.outcome === "pending" || settlement.outcome === "waiting") return;
  deps.events.emit({
    type: "call_answered",
    at: deps.clock.now(),
    runId,
    callId: call.id,
    tool: call.tool,
    outcome: settlement.outcome,
    code: settlement.code,
    attempts: settlement.metadata?.attempts ?? call.attempts,
    result: contentOf(deps, settlement.result, secretValues),
  });
}

export function emitGated(deps: LoopDependencies, runId: string, call: CallSnapshot, tool: string, gate: "opened" | "approved" | "denied"): void {
  deps.events?.emit({ type: "call_gated", at: deps.clock.now(), runId, callId: call.id, tool, gate });
}

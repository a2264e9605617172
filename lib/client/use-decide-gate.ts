"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Gate, GateDecision } from "./api-types";
import { ApiError, fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** `runId` and `callId` name the call the person saw: the server refuses the decision (409 gate_mismatch) if the gate holds another. */
export type GateDecisionInput = { gateId: string; decision: GateDecision; note: string; runId?: string; callId?: string };

export type GateDecisionHandlers = {
  onDecided?: (gate: Gate, input: GateDecisionInput) => void;
  /** CONTRACT.md, Gates: a second decision → 409 `gate_decided`; someone else was first. */
  onAlreadyDecided?: (input: GateDecisionInput) => void;
};

/**
 * POST /v1/gates/:id/decision. The handlers are the hook's own callbacks, so they still run when the card
 * that asked has already left the open list (a poll may remove it while the request is on its way).
 */
export function useDecideGate(handlers: GateDecisionHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gateId, decision, note, runId, callId }: GateDecisionInput) =>
      fetchJson<Gate>(apiPaths.gateDecision(gateId), {
        method: "POST",
        body: { decision, ...(note.trim() === "" ? {} : { note: note.trim() }), ...(runId ? { runId } : {}), ...(callId ? { callId } : {}) },
      }),
    onSuccess: (gate, input) => handlers.onDecided?.(gate, input),
    onError: (error, input) => {
      // Decided by someone else, or its run ended meanwhile: either way this decision no longer applies.
      if (error instanceof ApiError && (error.code === "gate_decided" || error.code === "gate_stale")) handlers.onAlreadyDecided?.(input);
    },
    // Either way the gate lists and any run on screen are read again; not awaited, so nothing waits on it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.allGates() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allRunDetails() });
    },
  });
}

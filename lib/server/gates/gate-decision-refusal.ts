import "server-only";
import type { GateStatus } from "@/lib/runtime/lifecycle/gate-status";
import { isEnded, type RunStatus } from "@/lib/runtime/lifecycle/run-status";

// CONTRACT.md, Gates: "A decision applies to exactly that call of that run, never to another." Why a
// decision is refused, decided from the gate, its run and its call as they stand; null when it applies.

export type DecisionRefusalCode = "gate_mismatch" | "gate_stale" | "gate_decided";

export type DecisionRefusal = { code: DecisionRefusalCode; reason: string; message: string };

export type GateUnderDecision = {
  runId: string;
  callId: string;
  status: GateStatus;
  runStatus: RunStatus;
  callOutcome: string;
};

/** The run and call a client says it decides; each is optional, and only what is given is compared. */
export type DecisionTarget = { runId?: string; callId?: string };

export const alreadyDecided: DecisionRefusal = {
  code: "gate_decided",
  reason: "already_decided",
  message: "This gate was already decided; a decision applies to its call once.",
};

function stale(reason: string, message: string): DecisionRefusal {
  return { code: "gate_stale", reason, message };
}

export function decisionRefusal(gate: GateUnderDecision, target: DecisionTarget): DecisionRefusal | null {
  const mismatch = (target.runId !== undefined && target.runId !== gate.runId) || (target.callId !== undefined && target.callId !== gate.callId);
  if (mismatch) {
    const reason = target.runId !== undefined && target.runId !== gate.runId ? "run_mismatch" : "call_mismatch";
    return { code: "gate_mismatch", reason, message: "This gate holds another run's or call's decision than the one named; a decision applies to exactly that call of that run." };
  }
  // A cancel closes the run's open gates itself: to the CEO that gate is stale, not decided by anyone.
  if (gate.status === "cancelled" || gate.runStatus === "cancelled") return stale("run_cancelled", "This gate's run was cancelled; there is no call left to decide.");
  if (gate.status === "decided") return alreadyDecided;
  if (isEnded(gate.runStatus)) return stale("run_ended", `This gate's run has already ended (${gate.runStatus}); there is no call left to decide.`);
  if (gate.callOutcome !== "waiting") return stale("call_not_waiting", "This gate's call no longer waits for a decision; there is nothing left to decide.");
  return null;
}

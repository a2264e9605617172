// Issue 17, item 2: one vocabulary for a call's fate, from admission to the playground's answer — the
// stored call outcome (CONTRACT.md, Runs, CallRecord). Admission decides each call of a turn into one of
// these, keyed by that outcome and carrying the code and the exact text the model will read; the loop, the
// settle and the playground switch on the same key. Nothing translates it into another vocabulary.

import type { ToolDefinition } from "../catalog/tool-definition";
import type { CallOutcome } from "../lifecycle/call-outcome";

/** A call admission let through: its handler may start (after its gate, for `waiting`). */
type Admitted = {
  definition: ToolDefinition;
  /** Arguments after parsing, repair and the validation cast. */
  arguments: Record<string, unknown>;
  repairs: readonly string[];
  /**
   * Seed "tool rules", Retries: the call must not repeat (its tool is `unsafe`) and nothing has started it
   * yet, so its start is written durably before the handler runs.
   */
  writeAhead: boolean;
};

/**
 * The outcomes a refusal records (nothing ran, nothing is charged): `handed_back` (the model gets another
 * turn), `tool_error` (a failed call before its handler: the run's credential, an export's sources),
 * `not_run` (another call of the turn was refused; seed "running tools": "Not run") and `run_failed`.
 */
export type RefusalOutcome = Extract<CallOutcome, "handed_back" | "tool_error" | "not_run" | "run_failed">;

/** One member per outcome, so `Extract<CallDecision, { outcome: "handed_back" }>` narrows. */
export type Refusal<Outcome extends RefusalOutcome = RefusalOutcome> = Outcome extends RefusalOutcome
  ? { outcome: Outcome; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] }
  : never;

export type CallDecision =
  /** Admitted, and answered as the turn is settled. */
  | ({ outcome: "pending" } & Admitted)
  /** Admitted, and waits for the CEO first: "task" goes on after a denial, "always" ends the run on the decision. */
  | ({ outcome: "waiting"; requirement: "task" | "always" } & Admitted)
  | Refusal;

/** What admission proper decides of a call (its name, task and arguments), before the run's rules apply. */
export type ArgumentDecision = ({ outcome: "pending" } & Omit<Admitted, "writeAhead">) | Refusal;

/** A decision whose handler may start (after its gate, for `waiting`). */
export type AdmittedDecision = Extract<CallDecision, { outcome: "pending" | "waiting" }>;

export function isAdmitted<Decision extends { outcome: CallOutcome }>(decision: Decision): decision is Extract<Decision, { outcome: "pending" | "waiting" }> {
  return decision.outcome === "pending" || decision.outcome === "waiting";
}

// Outcomes are data (STYLE.md): admission decides each call of a turn into one of these, carrying the
// code and the exact text the model will read. Handling classes are the seed's (built-in tools, Errors).

import type { ToolDefinition } from "../catalog/tool-definition";

export type CallDecision =
  | {
      kind: "run";
      definition: ToolDefinition;
      /** Arguments after parsing, repair and the validation cast. */
      arguments: Record<string, unknown>;
      repairs: readonly string[];
    }
  /** Admitted, and waits for the CEO first: "task" goes on after a denial, "always" ends the run on the decision. */
  | { kind: "gate"; requirement: "task" | "always"; definition: ToolDefinition; arguments: Record<string, unknown>; repairs: readonly string[] }
  /** Refused and handed back: nothing ran, and the model gets another turn. */
  | { kind: "hand_back"; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] }
  /** Refused as a failed call before its handler (the run's credential, an export's sources): nothing ran. */
  | { kind: "tool_error"; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] }
  /** Refused because another call of the same turn was refused (seed "running tools": "Not run"). */
  | { kind: "not_run"; code: "not_run"; text: string; tool: string | null; arguments: unknown }
  /** The run fails. */
  | { kind: "fail"; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] };

/** What admission proper decides of a call (its name, task and arguments), before the run's rules apply. */
export type ArgumentDecision = Exclude<CallDecision, { kind: "gate" | "tool_error" }>;

/** A decision whose handler may start (after its gate, for "gate"). */
export type AdmittedDecision = Extract<CallDecision, { kind: "run" | "gate" }>;

export type RefusedDecision = Exclude<CallDecision, AdmittedDecision>;

export function isAdmitted(decision: CallDecision): decision is AdmittedDecision {
  return decision.kind === "run" || decision.kind === "gate";
}


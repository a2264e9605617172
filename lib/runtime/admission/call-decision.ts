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
  /** Refused and handed back: nothing ran, and the model gets another turn. */
  | { kind: "hand_back"; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] }
  /** Refused because another call of the same turn was refused (seed "running tools": "Not run"). */
  | { kind: "not_run"; code: "not_run"; text: string; tool: string | null; arguments: unknown }
  /** The run fails. */
  | { kind: "fail"; code: string; text: string; tool: string | null; arguments: unknown; repairs?: readonly string[] };

export const notRunText =
  "Not run: another call of this turn was refused, so nothing of the turn ran. Send this call again with the corrected one.";

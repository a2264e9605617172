// The last decisions about an admitted call before its handler starts: whether the tool can still be
// answered, the budget, the run's credential, the gate summary and the gate. A run settling a turn and
// the playground answering one call both ask this one function (CONTRACT.md, Playground: "the same
// admission ... as a run"), so a task that is read-only in a run is read-only in the playground too.
// Nothing it refuses is charged, and the CEO is never asked about a call that could not run.

import type { ToolDefinition } from "../catalog/tool-definition";
import type { Catalog, ToolHandler, ToolOutput } from "../ports";
import { needsGateSummary, gateSummaryRequiredText } from "./check-gate-summary-order";
import { READ_ONLY_CREDENTIAL, refusedByCredential } from "./credential-rule";
import { gateRequirement } from "./gate-policy";
import { budgetSpentText, notOfferedText, readOnlyCredentialText } from "./refusal-texts";
import type { TaskSettings } from "../offer/task-declaration";

export type BeforeRunInput = {
  /** The name the call was made by, as the not-offered answer quotes it. */
  name: string;
  definition: ToolDefinition | undefined;
  handler: ToolHandler<ToolOutput> | undefined;
  task: TaskSettings | null;
  catalog: Catalog;
  remainingToolCalls: number;
  /** Seed "Gates and grants": an earlier ok `os.set_gate_summary` set the summary the CEO decides on. */
  gateSummarySet: boolean;
  /**
   * A resumed call that already started, or whose gate already opened, was decided before: it is not
   * refused again (its start was charged, its gate carries its summary); only its gate is read again.
   */
  started: boolean;
  gateOpened: boolean;
};

type Admitted = { definition: ToolDefinition; handler: ToolHandler<ToolOutput> };

export type BeforeRunDecision =
  | ({ kind: "run" } & Admitted)
  /** The call waits for the CEO: "task" goes on after a denial, "always" ends the run on the decision. */
  | ({ kind: "gate"; requirement: "task" | "always" } & Admitted)
  | { kind: "refuse"; outcome: "handed_back" | "tool_error"; code: string; text: string };

type Refusal = Extract<BeforeRunDecision, { kind: "refuse" }>;

function refusalOf(input: BeforeRunInput, definition: ToolDefinition): Refusal | null {
  if (input.remainingToolCalls <= 0) return { kind: "refuse", outcome: "handed_back", code: "budget_spent", text: budgetSpentText };
  if (refusedByCredential(definition, input.task, input.catalog)) {
    return { kind: "refuse", outcome: "tool_error", code: READ_ONLY_CREDENTIAL, text: readOnlyCredentialText(definition.name) };
  }
  // Admission let it through because an os.set_gate_summary came first in the batch; that call must also
  // have succeeded (seed: "handed back until it is"), or the CEO would decide without a summary.
  if (!input.gateOpened && needsGateSummary(definition.name) && !input.gateSummarySet) {
    return { kind: "refuse", outcome: "handed_back", code: "gate_summary_required", text: gateSummaryRequiredText(definition.name) };
  }
  return null;
}

export function decideBeforeRun(input: BeforeRunInput): BeforeRunDecision {
  const { definition, handler } = input;
  // A tool turned off (or its handler gone) since admission is answered as one the run does not offer.
  if (!definition || !handler) return { kind: "refuse", outcome: "handed_back", code: "not_offered", text: notOfferedText(input.name) };
  const refusal = input.started ? null : refusalOf(input, definition);
  if (refusal) return refusal;
  const requirement = gateRequirement(definition, input.task);
  return requirement === "none" ? { kind: "run", definition, handler } : { kind: "gate", requirement, definition, handler };
}

// The last decisions about an admitted call before its handler starts: whether the tool can still be
// answered, a start a dead worker left behind, the budget, the run's credential, the gate summary, the
// gate and the write-ahead. A run settling a turn and the playground answering one call both ask this one
// function (CONTRACT.md, Playground: "the same admission ... as a run"), so a task that is read-only in a
// run is read-only in the playground too. Nothing it refuses is charged, and the CEO is never asked about
// a call that could not run. Its answer is a CallDecision: the one vocabulary (issue 17, item 2).

import type { ToolDefinition } from "../catalog/tool-definition";
import type { Catalog, VendorToolNow } from "../ports";
import { mayRetry } from "../lifecycle/retry-safety";
import { BUDGET_SPENT } from "../lifecycle/budget-endings";
import type { TaskSettings } from "../offer/task-declaration";
import type { CallDecision, Refusal } from "./call-decision";
import { needsGateSummary, gateSummaryRequiredText } from "./check-gate-summary-order";
import { READ_ONLY_CREDENTIAL, refusedByCredential } from "./credential-rule";
import { gateRequirement } from "./gate-policy";
import { budgetSpentText, connectorUnavailableText, interruptedText, notOfferedText, readOnlyCredentialText, toolTurnedOffText, vendorToolGoneText } from "./refusal-texts";

export type BeforeRunInput = {
  /** The name the call was made by, as the not-offered answer quotes it. */
  name: string;
  /** The call's canonical tool (null when admission named none) and its admitted arguments and repairs. */
  tool: string | null;
  arguments: unknown;
  repairs: readonly string[];
  definition: ToolDefinition | undefined;
  /** Whether a handler answers the tool (one may be gone since admission). */
  answered: boolean;
  task: TaskSettings | null;
  catalog: Catalog;
  remainingToolCalls: number;
  /** Seed "Gates and grants": an earlier ok `os.set_gate_summary` set the summary the CEO decides on. */
  gateSummarySet: boolean;
  /**
   * A call a pass before this one started (its worker died while it ran: issue 16, item 1), or one this
   * pass marked started with its turn. Either was decided before: it is not refused again (its start was
   * charged, its gate carries its summary) and not written ahead again; only its gate is read again.
   */
  startedEarlier: boolean;
  startedHere: boolean;
  gateOpened: boolean;
  /** A vendor tool's state looked up just before admission (VendorToolStates); else the catalog's. */
  vendorState?: VendorToolNow;
};

/**
 * Issue 10: a vendor tool's login or on/off changed since the offer — as looked up just before admission,
 * else as the step's catalog (read again each step) has it.
 */
function vendorRefusal(definition: ToolDefinition, looked: VendorToolNow | undefined): Pick<Refusal, "code" | "text"> | null {
  const availability = definition.availability;
  if (availability?.kind !== "connector") return null;
  const state = looked ?? availability.state;
  if (state === "on") return null;
  if (state === "turned_off") return { code: "tool_turned_off", text: toolTurnedOffText(definition.name, availability.connector) };
  if (state === "not_listed") return { code: "vendor_tool_gone", text: vendorToolGoneText(definition.name, availability.connector) };
  return { code: "connector_unavailable", text: connectorUnavailableText(availability.connector) };
}

function refusalOf(input: BeforeRunInput, definition: ToolDefinition): Pick<Refusal, "outcome" | "code" | "text"> | null {
  const vendor = vendorRefusal(definition, input.vendorState);
  if (vendor) return { outcome: "tool_error", ...vendor };
  if (input.remainingToolCalls <= 0) return { outcome: "handed_back", code: BUDGET_SPENT, text: budgetSpentText };
  if (refusedByCredential(definition, input.task, input.catalog)) {
    return { outcome: "tool_error", code: READ_ONLY_CREDENTIAL, text: readOnlyCredentialText(definition.name) };
  }
  // Admission let it through because an os.set_gate_summary came first in the batch; that call must also
  // have succeeded (seed: "handed back until it is"), or the CEO would decide without a summary.
  if (!input.gateOpened && needsGateSummary(definition.name) && !input.gateSummarySet) {
    return { outcome: "handed_back", code: "gate_summary_required", text: gateSummaryRequiredText(definition.name) };
  }
  return null;
}

export function decideBeforeRun(input: BeforeRunInput): CallDecision {
  const { definition } = input;
  const subject = { tool: input.tool, arguments: input.arguments, repairs: input.repairs };
  // A tool turned off (or its handler gone) since admission is answered as one the run does not offer.
  if (!definition || !input.answered) return { outcome: "handed_back", code: "not_offered", text: notOfferedText(input.name), ...subject };
  const repeatable = mayRetry(definition.retry);
  // A worker died while this call ran. An unsafe call is never repeated: a repeat would act again — unless
  // its handler keys what it does by the call id, and so finishes rather than repeats (issue 19, mail).
  if (input.startedEarlier && !repeatable && definition.resumesByCallId !== true) return { outcome: "tool_error", code: "interrupted", text: interruptedText(definition.name), ...subject };
  const started = input.startedEarlier || input.startedHere;
  const refusal = started ? null : refusalOf(input, definition);
  if (refusal) return { ...refusal, ...subject };
  const admitted = {
    definition,
    arguments: (input.arguments ?? {}) as Record<string, unknown>,
    repairs: input.repairs,
    // Seed "tool rules", Retries: the start of a call that must not repeat is durable before it runs.
    writeAhead: !started && !repeatable,
  };
  const requirement = gateRequirement(definition, input.task);
  return requirement === "none" ? { outcome: "pending", ...admitted } : { outcome: "waiting", requirement, ...admitted };
}

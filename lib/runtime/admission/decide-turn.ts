// Issue 9, item 1: admission is one stage. Every decision about a turn's calls before a handler runs — the
// name, the offer the model was sent, the task, unstorable text, repair, pins, validation, the gate
// summary's order, the batch rule, the export preflight, the run's credential, the budget, the gate, a
// vendor tool's login, the write-ahead and the playground's no-wait rule (issue 17, item 2) — is this one pure function over (the offer, the run's state, the turn's calls). What needs the world
// (an export's sources) is looked up before it, through a port, and handed in as data. A run's turn and
// the playground's single call both come here, so they cannot decide a case differently.

import type { ExportVerdict, HandlerRegistry, ModelCall, VendorToolNow } from "../ports";
import { admitBatch } from "./admit-batch";
import type { AdmissionInput } from "./admission-input";
import { isAdmitted, type ArgumentDecision, type CallDecision } from "./call-decision";
import { GATE_SUMMARY_TOOL } from "./check-gate-summary-order";
import { decideBeforeRun } from "./decide-before-run";
import { exportNotRunText, exportRefusedText, gateRequiredText } from "./refusal-texts";

/** Seed "tool rules", Exporting stored text: the tool that exports, and every tool that writes a file. */
export const EXPORTING_TOOL = "write_file";
const FILE_WRITERS: ReadonlySet<string> = new Set(["write_file", "edit_file", "workspace.write_file", "workspace.edit", "workspace.delete_file"]);

export type TurnAdmissionInput = AdmissionInput & {
  handlers: HandlerRegistry;
  /** Verdicts of the turn's exports by call index, looked up before admission (see exportsToCheck). */
  exportVerdicts?: ReadonlyMap<number, ExportVerdict>;
  /** The states of the turn's vendor tools by call index, looked up before admission (see vendorToolsToCheck). */
  vendorStates?: ReadonlyMap<number, VendorToolNow>;
  /** The playground's single call: no run, so nothing can wait for the CEO. */
  outsideRun?: boolean;
};

export type TurnAdmission = {
  decisions: CallDecision[];
  unknownNamesHandedBack: number;
  /** The budget each call's answer shows in its trailer: what is left when the turn reaches that call. */
  remainingAt: number[];
};

/** The admitted exports of a turn whose sources need looking up before admission can decide them. */
export function exportsToCheck(decisions: readonly CallDecision[]): { index: number; arguments: Record<string, unknown> }[] {
  return decisions.flatMap((decision, index) => (isAdmitted(decision) && decision.definition.name === EXPORTING_TOOL ? [{ index, arguments: decision.arguments }] : []));
}

/** The admitted vendor tools of a turn, whose login and on/off are looked up before admission decides them. */
export function vendorToolsToCheck(decisions: readonly CallDecision[]): { index: number; tool: string }[] {
  return decisions.flatMap((decision, index) => (isAdmitted(decision) && decision.definition.availability?.kind === "connector" ? [{ index, tool: decision.definition.name }] : []));
}

/** Seed: a bad export is "refused before any file in the batch is written". */
function applyExportVerdicts(decisions: ArgumentDecision[], verdicts: ReadonlyMap<number, ExportVerdict> | undefined): ArgumentDecision[] {
  const refused = [...(verdicts ?? new Map<number, ExportVerdict>()).entries()].filter(([index, verdict]) => !verdict.ok && isAdmitted(decisions[index]));
  if (refused.length === 0) return decisions;
  const refusedAt = new Map(refused);
  return decisions.map((decision, index): ArgumentDecision => {
    if (!isAdmitted(decision)) return decision;
    const tool = decision.definition.name;
    const verdict = refusedAt.get(index);
    if (verdict && !verdict.ok) return { outcome: "tool_error", code: verdict.code, text: exportRefusedText(verdict.code, verdict.message), tool, arguments: decision.arguments, repairs: decision.repairs };
    if (FILE_WRITERS.has(tool)) return { outcome: "not_run", code: "not_run", text: exportNotRunText, tool, arguments: decision.arguments };
    return decision;
  });
}

/** CONTRACT.md, Playground: outside a run nothing waits for the CEO, so a call the run would gate is handed back. */
function outsideRun(decision: CallDecision): CallDecision {
  if (decision.outcome !== "waiting") return decision;
  const tool = decision.definition.name;
  return { outcome: "handed_back", code: "gate_required", text: gateRequiredText(tool), tool, arguments: decision.arguments, repairs: decision.repairs };
}

/**
 * The credential, the budget and the gate, for each admitted call in turn. The budget is projected: an
 * admitted call that waits for no gate will be charged, so the calls after it see one call fewer. What can
 * still change while the turn runs (a gate denied, a summary call that failed) is judged again just
 * before each handler starts, by decideBeforeRun, the same rule.
 */
function decideBeforeRunning(decisions: ArgumentDecision[], input: TurnAdmissionInput, names: readonly string[]): Omit<TurnAdmission, "unknownNamesHandedBack"> {
  let remaining = input.remainingToolCalls;
  let summarySet = input.gateSummarySet ?? false;
  const remainingAt: number[] = [];
  const decided = decisions.map((decision, index): CallDecision => {
    // A refusal of admission proper is answered as the turn starts; one before running, where the turn is.
    remainingAt.push(isAdmitted(decision) ? remaining : input.remainingToolCalls);
    if (!isAdmitted(decision)) return decision;
    const { definition } = decision;
    const before = decideBeforeRun({
      name: names[index],
      tool: definition.name,
      arguments: decision.arguments,
      repairs: decision.repairs,
      definition,
      answered: input.handlers.has(definition.name),
      task: input.task,
      catalog: input.catalog,
      remainingToolCalls: remaining,
      gateSummarySet: summarySet,
      startedEarlier: false,
      startedHere: false,
      gateOpened: false,
      vendorState: input.vendorStates?.get(index),
    });
    if (!isAdmitted(before)) return before;
    // admitBatch let a summary-needing call through only after an admitted os.set_gate_summary.
    if (definition.name === GATE_SUMMARY_TOOL) summarySet = true;
    if (before.outcome === "pending") remaining -= 1;
    return input.outsideRun ? outsideRun(before) : before;
  });
  return { decisions: decided, remainingAt };
}

export function decideTurn(calls: readonly ModelCall[], input: TurnAdmissionInput): TurnAdmission {
  const { decisions, unknownNamesHandedBack } = admitBatch(calls, input);
  const names = calls.map((call) => call.name);
  const exported = applyExportVerdicts(decisions, input.exportVerdicts);
  return { ...decideBeforeRunning(exported, input, names), unknownNamesHandedBack };
}

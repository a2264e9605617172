// Issue 9, item 1: admission is one stage. Every decision about a turn's calls before a handler runs — the
// name, the offer the model was sent, the task, unstorable text, repair, pins, validation, the gate
// summary's order, the batch rule, the export preflight, the run's credential, the budget and the gate —
// is this one pure function over (the offer, the run's state, the turn's calls). What needs the world
// (an export's sources) is looked up before it, through a port, and handed in as data. A run's turn and
// the playground's single call both come here, so they cannot decide a case differently.

import type { ExportVerdict, HandlerRegistry, ModelCall } from "../ports";
import { admitBatch } from "./admit-batch";
import type { AdmissionInput } from "./admission-input";
import { isAdmitted, type AdmittedDecision, type CallDecision } from "./call-decision";
import { GATE_SUMMARY_TOOL } from "./check-gate-summary-order";
import { decideBeforeRun } from "./decide-before-run";
import { exportNotRunText, exportRefusedText } from "./refusal-texts";

/** Seed "tool rules", Exporting stored text: the tool that exports, and every tool that writes a file. */
export const EXPORTING_TOOL = "write_file";
const FILE_WRITERS: ReadonlySet<string> = new Set(["write_file", "edit_file", "workspace.write_file", "workspace.edit", "workspace.delete_file"]);

export type TurnAdmissionInput = AdmissionInput & {
  handlers: HandlerRegistry;
  /** Verdicts of the turn's exports by call index, looked up before admission (see exportsToCheck). */
  exportVerdicts?: ReadonlyMap<number, ExportVerdict>;
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

/** Seed: a bad export is "refused before any file in the batch is written". */
function applyExportVerdicts(decisions: CallDecision[], verdicts: ReadonlyMap<number, ExportVerdict> | undefined): CallDecision[] {
  const refused = [...(verdicts ?? new Map<number, ExportVerdict>()).entries()].filter(([index, verdict]) => !verdict.ok && isAdmitted(decisions[index]));
  if (refused.length === 0) return decisions;
  const refusedAt = new Map(refused);
  return decisions.map((decision, index): CallDecision => {
    if (!isAdmitted(decision)) return decision;
    const tool = decision.definition.name;
    const verdict = refusedAt.get(index);
    if (verdict && !verdict.ok) return { kind: "tool_error", code: verdict.code, text: exportRefusedText(verdict.code, verdict.message), tool, arguments: decision.arguments, repairs: decision.repairs };
    if (FILE_WRITERS.has(tool)) return { kind: "not_run", code: "not_run", text: exportNotRunText, tool, arguments: decision.arguments };
    return decision;
  });
}

/**
 * The credential, the budget and the gate, for each admitted call in turn. The budget is projected: an
 * admitted call that waits for no gate will be charged, so the calls after it see one call fewer. What can
 * still change while the turn runs (a gate denied, a summary call that failed) is judged again just
 * before each handler starts, by decideBeforeRun, the same rule.
 */
function decideBeforeRunning(decisions: CallDecision[], input: TurnAdmissionInput, names: readonly string[]): Omit<TurnAdmission, "unknownNamesHandedBack"> {
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
      definition,
      handler: input.handlers.get(definition.name),
      task: input.task,
      catalog: input.catalog,
      remainingToolCalls: remaining,
      gateSummarySet: summarySet,
      started: false,
      gateOpened: false,
    });
    const subject = { tool: definition.name, arguments: decision.arguments, repairs: decision.repairs };
    if (before.kind === "refuse") return before.outcome === "tool_error" ? { kind: "tool_error", code: before.code, text: before.text, ...subject } : { kind: "hand_back", code: before.code, text: before.text, ...subject };
    // admitBatch let a summary-needing call through only after an admitted os.set_gate_summary.
    if (definition.name === GATE_SUMMARY_TOOL) summarySet = true;
    if (before.kind === "run") {
      remaining -= 1;
      return decision;
    }
    const gated: AdmittedDecision = { kind: "gate", requirement: before.requirement, definition, arguments: decision.arguments, repairs: decision.repairs };
    return gated;
  });
  return { decisions: decided, remainingAt };
}

export function decideTurn(calls: readonly ModelCall[], input: TurnAdmissionInput): TurnAdmission {
  const { decisions, unknownNamesHandedBack } = admitBatch(calls, input);
  const names = calls.map((call) => call.name);
  const exported = applyExportVerdicts(decisions, input.exportVerdicts);
  return { ...decideBeforeRunning(exported, input, names), unknownNamesHandedBack };
}

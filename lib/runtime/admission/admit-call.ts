// Everything that decides one call before it runs: its name, the task, pins, its arguments.

import type { ModelCall } from "../ports";
import type { OfferEntry } from "../offer/build-offer";
import type { ArgumentDecision } from "./call-decision";
import { findPinViolation, pinViolationText } from "./check-pins";
import { parseCallArguments } from "./parse-call-arguments";
import { resolveToolName } from "./resolve-tool-name";
import { findUnstorable, storableArguments, unstorableProblem } from "./storable-text";
import { refusalText, validateArguments } from "./validate-arguments";
import { repairArguments } from "./repair-arguments";
import type { AdmissionInput } from "./admission-input";
import { BUDGET_SPENT } from "../lifecycle/budget-endings";
import { bareToolNameText, budgetSpentText, notOfferedText, notOnTaskText, unknownToolRepeatedText, unknownToolText } from "./refusal-texts";

/** Seed "built-in tools", Errors: after three unknown names were handed back, another fails the run. */
export const unknownNamesAllowed = 3;

function admitOffered(call: ModelCall, entry: OfferEntry): ArgumentDecision {
  const tool = entry.definition.name;
  const refuse = (problem: string): ArgumentDecision => ({ outcome: "handed_back", code: "arguments_refused", text: refusalText([problem]), tool, arguments: storableArguments(call.arguments) });
  // Issue 8, item 7: what the database cannot hold is refused like any bad argument — in the raw text
  // (whose parse error could quote it) and in what it parses to, keys included — before anything uses it.
  const unstorableText = typeof call.arguments === "string" ? findUnstorable(call.arguments) : null;
  if (unstorableText) return refuse(unstorableProblem(unstorableText));
  const parsed = parseCallArguments(call.arguments);
  if (!parsed.ok) return refuse(parsed.message);
  const unstorable = findUnstorable(parsed.value);
  if (unstorable) return refuse(unstorableProblem(unstorable));
  // Seed "tool rules", Argument repair: arguments are fitted to the tool's shape before pins and validation judge them.
  const { arguments: repaired, repairs } = repairArguments(entry.checkSchema, parsed.value);
  const violation = findPinViolation(entry.pins, repaired);
  if (violation) {
    const code = violation.pin.fatal ? "tool_value_refused" : "tool_value_not_declared";
    const outcome = violation.pin.fatal ? "run_failed" : "handed_back";
    return { outcome, code, text: pinViolationText(tool, violation), tool, arguments: repaired, repairs };
  }
  const checked = validateArguments(entry.checkSchema, repaired);
  if (!checked.ok) {
    return { outcome: "handed_back", code: "arguments_refused", text: refusalText(checked.problems), tool, arguments: repaired, repairs };
  }
  return { outcome: "pending", definition: entry.definition, arguments: checked.value, repairs };
}

export function admitCall(call: ModelCall, input: AdmissionInput, unknownSoFar: number): ArgumentDecision {
  const resolution = resolveToolName(call.name, input.offer, input.catalog, input.task);
  if (resolution.kind === "offered") return admitOffered(call, resolution.entry);
  // A call refused by its name keeps its arguments as sent, in a form the database holds.
  const raw = storableArguments(call.arguments);
  switch (resolution.kind) {
    case "not_on_task":
      return {
        outcome: "run_failed",
        code: "tool_not_on_task",
        text: notOnTaskText(call.name),
        tool: resolution.definition.name,
        arguments: raw,
      };
    case "not_offered": {
      const spent = input.remainingToolCalls <= 0;
      const text = spent ? budgetSpentText : notOfferedText(call.name);
      return { outcome: "handed_back", code: spent ? BUDGET_SPENT : "not_offered", text, tool: resolution.definition.name, arguments: raw };
    }
    case "bare":
      return {
        outcome: "handed_back",
        code: "bare_tool_name",
        text: bareToolNameText(call.name),
        tool: null,
        arguments: raw,
      };
    case "unknown": {
      if (unknownSoFar >= unknownNamesAllowed) {
        const text = unknownToolRepeatedText(call.name, unknownNamesAllowed);
        return { outcome: "run_failed", code: "unknown_tool_repeated", text, tool: null, arguments: raw };
      }
      return { outcome: "handed_back", code: "unknown_tool_name", text: unknownToolText(call.name, resolution.closest), tool: null, arguments: raw };
    }
  }
}

// What each fact of a tool's reference entry means, in the seed's words ("built-in tools"). Retry and error
// handling come from the catalog's own reference text, so the page says exactly what the registry says.
import { ERROR_HANDLING_MEANINGS, RETRY_MEANINGS } from "@/lib/runtime/catalog/built-in-reference";
import type { ToolErrorInfo, ToolInfo } from "./api-types";

export const retryMeaning = (retry: ToolInfo["retry"]): string => RETRY_MEANINGS[retry] ?? retry;

export const GATE_MEANINGS: Readonly<Record<ToolInfo["gate"], string>> = {
  always: "Always gated, whatever the task declares: the call waits for the CEO.",
  task: "Gated when the task lists it in its gates.",
  never: "Answered before the task's gates are read: a gate on it is saved but never waits.",
};

export const ACCESS_MEANINGS: Readonly<Record<ToolInfo["access"], string>> = {
  read: "Read: changes nothing.",
  write: "Write: changes something (a file, a label, a decision, a note in memory).",
};

export function handlingLabel(handling: ToolErrorInfo["handling"]): { label: string; meaning: string } {
  return ERROR_HANDLING_MEANINGS[handling] ?? { label: handling, meaning: "" };
}

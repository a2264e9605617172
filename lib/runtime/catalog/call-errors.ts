// Seed "built-in tools", Errors: any tool call can come back with these six before the tool itself is
// reached. Every definition lists them first, then its own.

import type { ToolErrorInfo } from "./tool-definition";

export const GENERIC_CALL_ERRORS: readonly ToolErrorInfo[] = [
  {
    code: "tool_not_on_task",
    when: "The tool exists, but the task does not declare it.",
    handling: "fail",
  },
  {
    code: "unknown_tool_name",
    when: "No tool anywhere has that name: a typo. The model is told the task's closest tools.",
    handling: "hand_back",
  },
  {
    code: "unknown_tool_repeated",
    when: "Three unknown names were already handed back in this run, and it called another.",
    handling: "fail",
  },
  {
    code: "bare_tool_name",
    when: "The call named a whole vendor catalog (`github`) instead of one of its tools.",
    handling: "hand_back",
  },
  {
    code: "tool_value_not_declared",
    when: "The task pinned a field (`<tool>#<field>=<value>`) and the call carried another value.",
    handling: "hand_back",
  },
  {
    code: "tool_value_refused",
    when: "The same, where the task marked the field fatal (`<tool>#!<field>=<value>`).",
    handling: "fail",
  },
];

/** A tool's full error list: the generic pre-call errors, then the tool's own. */
export function withCallErrors(...ownErrors: readonly ToolErrorInfo[]): readonly ToolErrorInfo[] {
  return [...GENERIC_CALL_ERRORS, ...ownErrors];
}

/** A failure the handler reports as the result; the model reads it and carries on. */
export function toolError(code: string, when: string): ToolErrorInfo {
  return { code, when, handling: "tool_error" };
}

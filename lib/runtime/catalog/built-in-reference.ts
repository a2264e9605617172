// The explanatory text of the built-in tool reference, as data: the console's reference page renders it
// beside the registry. Every string is the seed's own ("built-in tools"), Markdown code spans included, so
// the page says exactly what the seed says.

import type { ErrorHandling, RetrySafety } from "./tool-definition";

export type GateRule = {
  /** The tool the rule is listed on. */
  tool: string;
  text: string;
};

export type ErrorHandlingMeaning = { label: string; meaning: string };

/** Seed "Retry safety": what a repeat of the call does. */
export const RETRY_MEANINGS: Readonly<Record<RetrySafety, string>> = {
  safe: "Safe: repeating the call changes nothing.",
  idempotent: "Idempotent: a repeat of the same call acts once, or leaves the same state.",
  unsafe: "Not retry-safe: a repeat acts again.",
};

export const RETRY_INTRODUCTION =
  "A call can be sent twice: a response lost on the way back, a retried run. Each tool says what a repeat does:";

/** Seed "Errors": a failed call comes back one of three ways. */
export const ERROR_HANDLING_MEANINGS: Readonly<Record<ErrorHandling, ErrorHandlingMeaning>> = {
  hand_back: {
    label: "Handed back",
    meaning: "Refused and handed back: nothing ran, and the model gets another turn",
  },
  tool_error: {
    label: "Tool error",
    meaning: "A tool error: the model reads it as the result and carries on",
  },
  fail: { label: "Run fails", meaning: "The run fails" },
};

export const ERRORS_INTRODUCTION = "A failed call comes back one of three ways:";
export const GENERIC_ERRORS_INTRODUCTION =
  "Any tool call can come back with these, before the tool itself is reached:";
export const OWN_ERRORS_NOTE = "Each tool lists its own errors on its entry.";

/** Seed "Read and write". */
export const READ_AND_WRITE_TEXT =
  "**Read** tools change nothing. **Write** tools change something: a file, a label, a decision, a note in " +
  "memory. A run credential can write only if its task declares an `os.*` tool that writes.";
export const SIDE_EFFECTS_INTRODUCTION = "A few reads have a side effect, listed on the tool:";

/** Seed "Gates and grants": the paragraph above the rules. */
export const GATES_INTRODUCTION =
  "A task can put a gate on a tool it declares, in its `gates`, and the call then waits for the CEO. The " +
  "exception is a `workspace.*` or `memory.*` tool: the OS answers those calls before it reads the task’s " +
  "gates, so a gate on one is saved but never waits. Some built-in tools carry gates or grants of their own:";

function alwaysGated(tool: string): GateRule {
  return {
    tool,
    text: `\`${tool}\` is always gated, whatever the task declares, and the run ends on the CEO’s decision.`,
  };
}

/** Seed "Gates and grants": the gates and grants some built-in tools carry of their own. */
export const GATE_RULES: readonly GateRule[] = [
  alwaysGated("os.ask_ceo"),
  alwaysGated("os.mail_reply"),
  alwaysGated("os.mail_send"),
  alwaysGated("os.escalate_mail"),
  {
    tool: "os.set_gate_summary",
    text:
      "`os.set_gate_summary` must be called before `github.merge_pull_request`, `os.mail_reply`, which is " +
      "handed back until it is. A task that declares one must declare the other.",
  },
  {
    tool: "memory.train",
    text:
      "`memory.train`: `task` is always allowed. `member` and `role` only on an original task, never a clone. " +
      "`team` and `enterprise` only when this version grants that layer and the source event id starts with " +
      "the granted prefix; a clone cannot use the grant. Reserved event ids (`team:` and `gate:`) stay refused.",
  },
];

export const GATES_CLOSING_NOTE =
  "What else a tool needs (a `repo` input, an assigned member, a binding) is on its own entry.";

/** Seed "Declaring a tool". */
export const DECLARING_A_TOOL = {
  introduction: "A task can call only the tools it declares, by exact name, in its `tools`:",
  example: {
    tools: ["workspace.read_file", "workspace.edit", "workspace.git_commit", "os.set_execution_name"],
  },
  rules: [
    "A name in a built-in namespace (`os.`, `workspace.`, `memory.`, `web.`) that is not listed here is refused " +
      "when the task is saved (`tool_unknown`). So is a tool only the CEO chat offers (`tool_not_run_callable`): " +
      "a run never answers one.",
    "A task can pin a field to particular values: `<tool>#<field>=<value>,<value>`. The model is offered only " +
      "those values, and a call carrying any other is refused.",
    "The model calls a tool with its dots replaced: `workspace.read_file` is `workspace__read_file`.",
    "Agents can read this reference as data: `GET /v1/tools/built-in` and `GET /v1/tools/built-in/:name`, with " +
      "a session or an API token scoped `tools:read`.",
  ],
} as const;

/** Seed "Built-in tools", opening: what the page is. */
export const REFERENCE_INTRODUCTION = [
  "A task calls two kinds of tool. **Vendor tools** come from the MCP servers an enterprise binds on the Tools " +
    "page: GitHub, Slack, Sentry and the rest. **Built-in tools** are answered by the OS itself: `os.*`, " +
    "`workspace.*`, `memory.*` and `web.*`, the CEO chat’s own tools, and the verbs of a Computer-Use binding.",
  "This reference lists every built-in tool. It is generated from the same definitions the model is served, " +
    "so what you read here is what a run sees.",
] as const;

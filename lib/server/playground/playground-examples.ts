import "server-only";

// Ready-made scripted runs for the playground (docs/internal-api.md). Each script plays the scripted
// model of CONTRACT.md, so a person can watch the whole path of a call without an LLM.

export type PlaygroundExample = {
  id: string;
  name: string;
  description: string;
  input: string;
  useDemoTask: boolean;
  script: unknown[];
};

export const playgroundExamples: readonly PlaygroundExample[] = [
  {
    id: "label-and-remember",
    name: "Label the run and remember a fact",
    description: "Names the run, stores a fact in memory, asks memory for it, then answers.",
    input: "Remember that the quarterly report is due on Friday, then confirm.",
    useDemoTask: true,
    script: [
      { calls: [{ name: "os__set_execution_name", arguments: { name: "Quarterly report reminder" } }] },
      { calls: [{ name: "memory__train", arguments: { layer: "task", content: "The quarterly report is due on Friday." } }] },
      { calls: [{ name: "memory__ask", arguments: { queries: ["quarterly report due"] } }] },
      { text: "Noted: the quarterly report is due on Friday." },
    ],
  },
  {
    id: "context-round-trip",
    name: "Context: set, read back, refused arguments",
    description: "Sets a context value, sends one call with a missing argument (refused, nothing of that turn runs), then reads the value.",
    input: "Keep the customer's name in context.",
    useDemoTask: true,
    script: [
      { calls: [{ name: "os__set_context", arguments: { key: "customer", value: "Ada Lovelace" } }] },
      { calls: [{ name: "os__get_context", arguments: { key: "customer" } }, { name: "os__set_context", arguments: { key: "note" } }] },
      { calls: [{ name: "os__get_context", arguments: { key: "customer" } }] },
      { text: "The customer is Ada Lovelace." },
    ],
  },
  {
    id: "ask-the-ceo",
    name: "Ask the CEO (a gate)",
    description: "Calls os.ask_ceo, which is always gated: the run waits until a CEO decides in the gates portal, and ends on that decision.",
    input: "Ask the CEO whether we may publish the launch post today.",
    useDemoTask: true,
    script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "May we publish the launch post today?" } }] }],
  },
  {
    id: "unknown-tool",
    name: "A typo in a tool name",
    description: "Calls a tool that does not exist; the runtime hands it back with the closest names, and the model corrects itself.",
    input: "What tools exist?",
    useDemoTask: true,
    script: [
      { calls: [{ name: "os__list_built_in_tool", arguments: {} }] },
      { calls: [{ name: "os__list_built_in_tools", arguments: { family: "Context" } }] },
      { text: "The Context family has set, get and delete." },
    ],
  },
];

// Seed "built-in tools", families Execution labels, Gate summary and CEO questions: the tools a run uses to
// label itself and to put a question or a summary before the CEO.

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const osPage = { page: "OS tools", runCallable: true } as const;

export const osExecutionTools: readonly ToolDefinition[] = [
  {
    ...osPage,
    family: "Execution labels",
    name: "os.set_execution_name",
    description:
      "Name this run (its execution) as people will see it in the run list and the timeline, e.g. " +
      "\"Triage Monday's inbox\". Setting it again replaces the name. Returns the name now set.",
    access: "write",
    retry: "idempotent",
    gate: "task",
    inputSchema: toolInputSchema(
      { name: { type: "string", minLength: 1, maxLength: 120, description: "A short human title for this run." } },
      ["name"],
    ),
    errors: withCallErrors(),
  },
  {
    ...osPage,
    family: "Execution labels",
    name: "os.add_execution_link",
    description:
      "Attach a link to this run, e.g. the pull request or document it produced, so people can open it from the " +
      "run. Adding the same URL again keeps one link (with the newer label). Returns the run's links.",
    access: "write",
    retry: "idempotent",
    gate: "task",
    inputSchema: toolInputSchema(
      {
        url: { type: "string", format: "uri", description: "Absolute URL to link, e.g. `https://github.com/o/r/pull/7`." },
        label: { type: "string", maxLength: 120, description: "Text to show for the link; defaults to the URL." },
      },
      ["url"],
    ),
    errors: withCallErrors(),
  },
  {
    ...osPage,
    family: "Gate summary",
    name: "os.set_gate_summary",
    description:
      "Write the summary the CEO reads when deciding this run's next gate: what the gated call will do and why. " +
      "Must be called before `github.merge_pull_request` or `os.mail_reply`; setting it again replaces it. " +
      "Returns the summary now set.",
    access: "write",
    retry: "idempotent",
    gate: "task",
    inputSchema: toolInputSchema(
      {
        summary: {
          type: "string",
          minLength: 1,
          maxLength: 2000,
          description: "Plain sentences for the CEO: the action, its effect, and anything they should check.",
        },
      },
      ["summary"],
    ),
    errors: withCallErrors(),
  },
  {
    ...osPage,
    family: "CEO questions",
    name: "os.ask_ceo",
    description:
      "Ask the CEO a question. Always gated: the question waits in the CEO's portal and the run ends on the " +
      "CEO's decision, which carries the answer. Offer `options` when the answer is a choice.",
    access: "write",
    retry: "idempotent",
    gate: "always",
    inputSchema: toolInputSchema(
      {
        question: { type: "string", minLength: 1, maxLength: 2000, description: "The question, answerable on its own." },
        options: {
          type: "array",
          minItems: 2,
          maxItems: 8,
          uniqueItems: true,
          items: { type: "string", minLength: 1, description: "One answer the CEO may pick." },
          description: "Answers to choose from; omit for a free answer.",
        },
        context: {
          type: "string",
          maxLength: 4000,
          description: "Background the CEO needs to answer: what you found and what depends on the answer.",
        },
      },
      ["question"],
    ),
    errors: withCallErrors(),
  },
];

// Seed "built-in tools", families Planning and Briefs: reading what the enterprise has (its profile, tools,
// tasks), weighing a change, keeping plans, and filing the daily brief.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, NO_INPUT, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const planning = { family: "Planning", page: "OS tools", gate: "task", runCallable: true } as const;

const planName = {
  type: "string",
  minLength: 1,
  maxLength: 120,
  description: "The plan's name, e.g. `q1-hiring`; the same name always means the same plan.",
};
function sentenceList(item: string, list: string) {
  return {
    type: "array",
    maxItems: 20,
    items: { type: "string", minLength: 1, description: item },
    description: `${list}, most important first; omit for none.`,
  };
}

export const osPlanningTools: readonly ToolDefinition[] = [
  {
    ...planning,
    name: "os.read_enterprise",
    description:
      "Read the enterprise's profile: its mission, goals, policies, teams and roles, as the CEO wrote them.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.search_catalog",
    description:
      "Search every tool the enterprise could use, built-in and from its vendors, by what it does. Returns each " +
      "match's exact name (as a task declares it), family and one-line description.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        query: { type: "string", minLength: 1, description: "What the tool should do, e.g. `merge a pull request`." },
        limit: limitProperty("tools", 50, 10),
      },
      ["query"],
    ),
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.list_tool_bindings",
    description:
      "List the vendor tool servers the enterprise has bound on the Tools page (GitHub, Slack, Sentry…), each " +
      "with its status and the names of its tools. Offered to runs of admins only.",
    // Seed "running tools": tool management is admin-only, so its view is offered only to admins' runs.
    adminOnly: true,
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      vendor: { type: "string", minLength: 1, description: "Only this vendor, e.g. `github`." },
    }),
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.list_built_in_tools",
    description:
      "List the built-in tools, as in the built-in tool reference: each tool's name, family, read or write, " +
      "retry safety and gate policy.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      family: { type: "string", minLength: 1, description: "Only this family, e.g. `Mail`." },
    }),
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.read_task",
    description:
      "Read a task's definition: its brief, the tools it declares (with pinned values), its gates, grants and " +
      "version, and whether it is a clone. Without `task`, reads this run's own task.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      { task: { type: "string", minLength: 1, description: "Id or exact name of the task; omit to read this run's own task." } },
      [],
    ),
    errors: withCallErrors(toolError("task_not_found", "No task has that id or name.")),
  },
  {
    ...planning,
    name: "os.assess_impact",
    description:
      "Weigh a proposed change before making it: returns the tasks, runs, KPIs, gates and people it would " +
      "touch, and what could break. Changes nothing.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        change: { type: "string", minLength: 1, maxLength: 4000, description: "The change, described in plain words." },
        tasks: {
          type: "array",
          items: { type: "string", minLength: 1, description: "Id of a task." },
          description: "Tasks the change is about; omit to let the OS find them.",
        },
      },
      ["change"],
    ),
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.write_plan",
    description:
      "Write a plan under a name, replacing any plan of that name. Returns the plan's name and version.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        name: planName,
        content: { type: "string", minLength: 1, maxLength: 60000, description: "The whole plan, in Markdown." },
      },
      ["name", "content"],
    ),
    errors: withCallErrors(),
  },
  {
    ...planning,
    name: "os.read_plan",
    description: "Read the plan of a name: its content, version and when it was last written.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ name: planName }, ["name"]),
    errors: withCallErrors(toolError("plan_not_found", "No plan has that name.")),
  },
  {
    family: "Briefs",
    page: "OS tools",
    gate: "task",
    runCallable: true,
    name: "os.file_daily_brief",
    description:
      "File the daily brief for the CEO: what happened, what needs them, and what is at risk. Each call files " +
      "another brief. Returns the brief's id.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        summary: { type: "string", minLength: 1, maxLength: 4000, description: "The day in a few sentences." },
        decisionsNeeded: sentenceList("One decision, one sentence.", "What the CEO must decide"),
        risks: sentenceList("One risk, one sentence.", "What is at risk"),
        date: { type: "string", format: "date", description: "The day the brief covers; defaults to today." },
      },
      ["summary"],
    ),
    errors: withCallErrors(),
  },
];

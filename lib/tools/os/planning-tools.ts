// Seed "built-in tools", families Planning and Briefs: reading what the enterprise has (its profile, tools,
// tasks), weighing a change, keeping plans, and filing the daily brief.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { assessImpact } from "./assess-impact";
import { fileDailyBrief } from "./file-daily-brief";
import { listBuiltInTools } from "./list-built-in-tools";
import { readEnterprise } from "./read-enterprise";
import { listToolBindings } from "./list-tool-bindings";
import { readPlan } from "./read-plan";
import { readTask } from "./read-task";
import { searchCatalog } from "./search-catalog";
import { writePlan } from "./write-plan";

const planning = { family: "Planning", page: "OS tools", gate: "task", runCallable: true } as const;
const reads = { access: "read", retry: "safe" } as const;

const planName = z
  .string()
  .min(1)
  .max(120)
  .describe("The plan's name, e.g. `q1-hiring`; the same name always means the same plan.");

function sentenceList(item: string, list: string) {
  return z.array(z.string().min(1).describe(item)).max(20).describe(`${list}, most important first; omit for none.`).optional();
}

export const readEnterpriseTool = defineTool({
  ...planning,
  ...reads,
  name: "os.read_enterprise",
  description: "Read the enterprise's profile: its mission, goals, policies, teams and roles, as the CEO wrote them.",
  input: z.strictObject({}),
  errors: withCallErrors(),
  execute: readEnterprise,
});

export const searchCatalogTool = defineTool({
  ...planning,
  ...reads,
  name: "os.search_catalog",
  description:
    "Search every tool the enterprise could use, built-in and from its vendors, by what it does. Returns each " +
    "match's exact name (as a task declares it), family and one-line description.",
  input: z.strictObject({
    query: z.string().min(1).describe("What the tool should do, e.g. `merge a pull request`."),
    limit: limitInput("tools", 50, 10),
  }),
  errors: withCallErrors(),
  execute: searchCatalog,
});

// The calling agent's bindings and flags, and the vendor tool servers bound from the connectors (list-tool-bindings.ts).
export const listToolBindingsTool = defineTool({
  ...planning,
  ...reads,
  name: "os.list_tool_bindings",
  description:
    "List the vendor tool servers the enterprise has bound on the Tools page (GitHub, Slack, Sentry…), each " +
    "with its status and the names of its tools. Offered to runs of admins only.",
  // Seed "running tools": tool management is admin-only, so its view is offered only to admins' runs.
  adminOnly: true,
  input: z.strictObject({ vendor: z.string().min(1).describe("Only this vendor, e.g. `github`.").optional() }),
  errors: withCallErrors(),
  execute: listToolBindings,
});

export const listBuiltInToolsTool = defineTool({
  ...planning,
  ...reads,
  name: "os.list_built_in_tools",
  description:
    "List the built-in tools, as in the built-in tool reference: each tool's name, family, read or write, " +
    "retry safety and gate policy.",
  input: z.strictObject({ family: z.string().min(1).describe("Only this family, e.g. `Mail`.").optional() }),
  errors: withCallErrors(),
  execute: (input, _call, services) => listBuiltInTools(input, services),
});

export const readTaskTool = defineTool({
  ...planning,
  ...reads,
  name: "os.read_task",
  description:
    "Read a task's definition: its brief, the tools it declares (with pinned values), its gates, grants and " +
    "version, and whether it is a clone. Without `task`, reads this run's own task.",
  input: z.strictObject({
    task: z.string().min(1).describe("Id or exact name of the task; omit to read this run's own task.").optional(),
  }),
  errors: withCallErrors(toolError("task_not_found", "No task has that id or name.")),
  execute: readTask,
});

export const assessImpactTool = defineTool({
  ...planning,
  ...reads,
  name: "os.assess_impact",
  description:
    "Weigh a proposed change before making it: returns the tasks, runs, KPIs, gates and people it would " +
    "touch, and what could break. Changes nothing.",
  input: z.strictObject({
    change: z.string().min(1).max(4000).describe("The change, described in plain words."),
    tasks: z
      .array(z.string().min(1).describe("Id of a task."))
      .describe("Tasks the change is about; omit to let the OS find them.")
      .optional(),
  }),
  errors: withCallErrors(),
  execute: assessImpact,
});

export const writePlanTool = defineTool({
  ...planning,
  name: "os.write_plan",
  description: "Write a plan under a name, replacing any plan of that name. Returns the plan's name and version.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    name: planName,
    content: z.string().min(1).max(60000).describe("The whole plan, in Markdown."),
  }),
  errors: withCallErrors(),
  execute: writePlan,
});

export const readPlanTool = defineTool({
  ...planning,
  ...reads,
  name: "os.read_plan",
  description: "Read the plan of a name: its content, version and when it was last written.",
  input: z.strictObject({ name: planName }),
  errors: withCallErrors(toolError("plan_not_found", "No plan has that name.")),
  execute: readPlan,
});

export const fileDailyBriefTool = defineTool({
  ...planning,
  family: "Briefs",
  name: "os.file_daily_brief",
  description:
    "File the daily brief for the CEO: what happened, what needs them, and what is at risk. Each call files " +
    "another brief. Returns the brief's id.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    summary: z.string().min(1).max(4000).describe("The day in a few sentences."),
    decisionsNeeded: sentenceList("One decision, one sentence.", "What the CEO must decide"),
    risks: sentenceList("One risk, one sentence.", "What is at risk"),
    date: z.string().meta({ format: "date" }).describe("The day the brief covers; defaults to today.").optional(),
  }),
  errors: withCallErrors(),
  execute: fileDailyBrief,
});

export const planningTools = [
  readEnterpriseTool,
  searchCatalogTool,
  listToolBindingsTool,
  listBuiltInToolsTool,
  readTaskTool,
  assessImpactTool,
  writePlanTool,
  readPlanTool,
  fileDailyBriefTool,
];

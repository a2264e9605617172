// Seed "built-in tools", family Chat (page "Chat tools"): the CEO chat's own tools. A run never answers
// one (`runCallable: false`); a task declaring one is refused with `tool_not_run_callable`. Planned: no
// handler yet.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { RUN_STATUSES } from "@/lib/runtime/lifecycle/run-status";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";

const chat = { family: "Chat", page: "Chat tools", gate: "task", runCallable: false } as const;

const taskReference = z.string().min(1).describe("Id or exact name of the task.");
const taskNotFound = toolError("task_not_found", "No task has that id or name.");

export const listTasksTool = defineTool({
  ...chat,
  name: "os.list_tasks",
  description: "List the enterprise's tasks: each one's id, name, owner, last run and its status.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    query: z.string().describe("Words in the task's name or brief; omit to list all.").optional(),
    limit: limitInput("tasks", 100, 25),
  }),
  errors: withCallErrors(),
});

export const startTaskTool = defineTool({
  ...chat,
  name: "os.start_task",
  description:
    "Start a run of a task. Starting it again with the same input while that run is still queued or running " +
    "returns the same run. Returns the run's id and status.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    task: taskReference,
    input: z.string().max(8000).describe("What this run should do, beyond the task's brief.").optional(),
  }),
  errors: withCallErrors(taskNotFound),
});

export const getRunTool = defineTool({
  ...chat,
  name: "os.get_run",
  description: "Read a run: its status, its task, its calls so far, its failure if any, and its output.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ run: z.string().min(1).describe("Id of the run.") }),
  errors: withCallErrors(toolError("run_not_found", "No run has that id.")),
});

export const handOffTaskBriefTool = defineTool({
  ...chat,
  name: "os.hand_off_task_brief",
  description:
    "Hand a task a written brief from this chat: the task's next run reads it. Handing the same brief again " +
    "changes nothing. Returns the task and the brief now waiting.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    task: taskReference,
    brief: z.string().min(1).max(8000).describe("What the task should do and why."),
  }),
  errors: withCallErrors(taskNotFound),
});

export const listRunsTool = defineTool({
  ...chat,
  name: "os.list_runs",
  description: "List runs, newest first: each run's id, task, status, start time and failure if any.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    task: taskReference.describe("Only this task's runs, by id or exact name.").optional(),
    status: z.enum(RUN_STATUSES).describe("Only runs in this status.").optional(),
    limit: limitInput("runs", 100, 25),
  }),
  errors: withCallErrors(),
});

export const kpiBoardTool = defineTool({
  ...chat,
  name: "os.kpi_board",
  description:
    "Show the KPI board: every enterprise and team KPI with its target, latest reading and trend, off-track " +
    "ones first.",
  access: "read",
  retry: "safe",
  input: z.strictObject({}),
  errors: withCallErrors(),
});

export const listEnterpriseKpisTool = defineTool({
  ...chat,
  name: "os.list_enterprise_kpis",
  description: "List the enterprise's KPIs: each one's id, definition, target and latest reading.",
  access: "read",
  retry: "safe",
  input: z.strictObject({}),
  errors: withCallErrors(),
});

export const chatTools = [
  listTasksTool,
  startTaskTool,
  getRunTool,
  handOffTaskBriefTool,
  listRunsTool,
  kpiBoardTool,
  listEnterpriseKpisTool,
];

// Seed "built-in tools", family Chat (page "Chat tools"): the CEO chat's own tools. A run never answers
// one (`runCallable: false`); a task declaring one is refused with `tool_not_run_callable`.

import { RUN_STATUSES } from "../../lifecycle/run-status";
import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, NO_INPUT, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const chat = { family: "Chat", page: "Chat tools", gate: "task", runCallable: false } as const;

const taskReference = { type: "string", minLength: 1, description: "Id or exact name of the task." };
const taskNotFound = toolError("task_not_found", "No task has that id or name.");

export const chatTools: readonly ToolDefinition[] = [
  {
    ...chat,
    name: "os.list_tasks",
    description: "List the enterprise's tasks: each one's id, name, owner, last run and its status.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      query: { type: "string", description: "Words in the task's name or brief; omit to list all." },
      limit: limitProperty("tasks", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...chat,
    name: "os.start_task",
    description:
      "Start a run of a task. Starting it again with the same input while that run is still queued or running " +
      "returns the same run. Returns the run's id and status.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        task: taskReference,
        input: { type: "string", maxLength: 8000, description: "What this run should do, beyond the task's brief." },
      },
      ["task"],
    ),
    errors: withCallErrors(taskNotFound),
  },
  {
    ...chat,
    name: "os.get_run",
    description: "Read a run: its status, its task, its calls so far, its failure if any, and its output.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      { run: { type: "string", minLength: 1, description: "Id of the run." } },
      ["run"],
    ),
    errors: withCallErrors(toolError("run_not_found", "No run has that id.")),
  },
  {
    ...chat,
    name: "os.hand_off_task_brief",
    description:
      "Hand a task a written brief from this chat: the task's next run reads it. Handing the same brief again " +
      "changes nothing. Returns the task and the brief now waiting.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        task: taskReference,
        brief: { type: "string", minLength: 1, maxLength: 8000, description: "What the task should do and why." },
      },
      ["task", "brief"],
    ),
    errors: withCallErrors(taskNotFound),
  },
  {
    ...chat,
    name: "os.list_runs",
    description: "List runs, newest first: each run's id, task, status, start time and failure if any.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      task: { ...taskReference, description: "Only this task's runs, by id or exact name." },
      status: {
        type: "string",
        enum: [...RUN_STATUSES],
        description: "Only runs in this status.",
      },
      limit: limitProperty("runs", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...chat,
    name: "os.kpi_board",
    description:
      "Show the KPI board: every enterprise and team KPI with its target, latest reading and trend, off-track " +
      "ones first.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
  {
    ...chat,
    name: "os.list_enterprise_kpis",
    description: "List the enterprise's KPIs: each one's id, definition, target and latest reading.",
    access: "read",
    retry: "safe",
    inputSchema: NO_INPUT,
    errors: withCallErrors(),
  },
];

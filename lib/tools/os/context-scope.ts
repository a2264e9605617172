// Issue 12, item 1: "the task's context" (os.set_context's own words: "this run's later steps and the task's
// later runs can read it") belongs to the task, never to the agent's other tasks. A run without a task has
// no later runs of its task, so its context is its own: its steps read it, no other run does. A playground
// call has no run: without a task it keeps the person's own scratch context, so set then get works there.
// The task layer of memory uses the same scope (lib/tools/memory/train-memory.ts, search-memory.ts).

import type { ToolContext } from "@/lib/runtime/ports";

export type TaskScopeSource = Pick<ToolContext, "taskId" | "runId" | "actingUserId" | "callId">;

export function taskScopeOf(context: TaskScopeSource): string {
  if (context.taskId !== null) return `task:${context.taskId}`;
  if (context.runId !== null) return `run:${context.runId}`;
  // A playground call without a task; without a person it lasts only for its own call.
  if (context.actingUserId !== null) return `playground:${context.actingUserId}`;
  return `call:${context.callId}`;
}

/** The rows of one task's context: organisation, agent and scope together. */
export function contextScopeOf(context: ToolContext): { organisationId: string; agentId: string; scope: string } {
  return { organisationId: context.organisationId, agentId: context.agentId, scope: taskScopeOf(context) };
}

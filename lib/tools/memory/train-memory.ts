// memory.train: one note stored at a layer, after the layer rules (seed "Gates and grants"). Idempotent
// (retry safety): the same layer, scope, content and event id are stored once.

import { ToolError, type ToolContext, type ToolHandler } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { taskScopeOf } from "../os/context-scope";
import { optionalString, requiredString } from "../read-input";
import { requireActingUser } from "../require-acting-user";
import type { ToolDependencies } from "../tool-dependencies";
import { decideTrainLayer, readMemoryGrants, type TrainingTask } from "./train-layer-rules";

async function loadTrainingTask(dependencies: ToolDependencies, organisationId: string, taskId: string | null): Promise<TrainingTask | null> {
  if (taskId === null) return null;
  const task = await dependencies.db.task.findFirst({ where: { id: taskId, organisationId }, select: { isClone: true, memoryGrants: true } });
  return task === null ? null : { isClone: task.isClone, memoryGrants: readMemoryGrants(task.memoryGrants) };
}

/**
 * Whose note it is within the layer: the task's for `task` (a run without a task keeps its own, as its
 * context does); the acting user's for `member` — a member note is that person's, so it is written only
 * for the user who started the run (seed "running tools").
 */
function scopeOf(context: ToolContext, layer: string): string {
  if (layer === "task") return taskScopeOf(context);
  if (layer === "member") return requireActingUser(context, "keeps member notes for");
  return "";
}

export function trainMemory(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const layer = requiredString(input, "layer");
    const content = requiredString(input, "content");
    const eventId = optionalString(input, "eventId");
    const task = await loadTrainingTask(dependencies, context.organisationId, context.taskId);
    const decision = decideTrainLayer(layer, eventId, task);
    if (!decision.allowed) throw new ToolError(decision.code, decision.message);

    const note = { organisationId: context.organisationId, agentId: context.agentId, layer, scope: scopeOf(context, layer), content, eventId: eventId ?? null };
    const stored = await dependencies.db.$transaction(async (transaction) => {
      // Two identical calls of one batch run in parallel: the lock makes the second find the first's note.
      const lockKey = JSON.stringify([note.organisationId, note.agentId, layer, note.scope, note.eventId, content]);
      await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;
      const existing = await transaction.memoryEntry.findFirst({ where: note, select: { id: true } });
      if (existing !== null) return { id: existing.id, status: "already_stored" };
      const created = await transaction.memoryEntry.create({ data: { ...note, createdAt: dependencies.now() }, select: { id: true } });
      return { id: created.id, status: "stored" };
    });
    return jsonText({ ...stored, layer, eventId: note.eventId });
  };
}

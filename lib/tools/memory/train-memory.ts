// memory.train: one note stored at a layer, after the layer rules (seed "Gates and grants"). Idempotent
// (retry safety): the same layer, scope, content and event id are stored once.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { taskScopeOf } from "../os/context-scope";
import { requireActingUser } from "../require-acting-user";
import { decideTrainLayer, readMemoryGrants, type TrainingTask } from "./train-layer-rules";

async function loadTrainingTask({ db }: ToolServices, organisationId: string, taskId: string | null): Promise<TrainingTask | null> {
  if (taskId === null) return null;
  const task = await db.task.findFirst({ where: { id: taskId, organisationId }, select: { isClone: true, memoryGrants: true } });
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

export type TrainMemoryInput = { layer: string; content: string; eventId?: string };

export async function trainMemory({ layer, content, eventId }: TrainMemoryInput, call: ToolContext, services: ToolServices): Promise<string> {
  const task = await loadTrainingTask(services, call.organisationId, call.taskId);
  const decision = decideTrainLayer(layer, eventId, task);
  if (!decision.allowed) throw new ToolError(decision.code, decision.message);

  const note = { organisationId: call.organisationId, agentId: call.agentId, layer, scope: scopeOf(call, layer), content, eventId: eventId ?? null };
  const stored = await services.db.$transaction(async (transaction) => {
    // Two identical calls of one batch run in parallel: the lock makes the second find the first's note.
    const lockKey = JSON.stringify([note.organisationId, note.agentId, layer, note.scope, note.eventId, content]);
    await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`;
    const existing = await transaction.memoryEntry.findFirst({ where: note, select: { id: true } });
    if (existing !== null) return { id: existing.id, status: "already_stored" };
    const created = await transaction.memoryEntry.create({ data: { ...note, createdAt: services.now() }, select: { id: true } });
    return { id: created.id, status: "stored" };
  });
  return jsonText({ ...stored, layer, eventId: note.eventId });
}

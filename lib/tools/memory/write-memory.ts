// memory_write: one memory at the layer `agent`, in the store memory.ask reads (ONE-PRODUCT "Families that
// overlap": memory_write and memory.ask / memory.train share one memory store). Idempotent (retry safety):
// the same content is stored once for the agent, whatever the topic of the repeat.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

/** The layer memory_write writes and memory.ask reads back: this agent's own, across its tasks. */
export const AGENT_MEMORY_LAYER = "agent";

export function writeMemory(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const content = requiredString(input, "content");
    const topic = optionalString(input, "topic") ?? "";
    const entry = { ...agentScopeOf(context), layer: AGENT_MEMORY_LAYER, content };
    const stored = await dependencies.db.$transaction(async (transaction) => {
      await lockFor(transaction, ["memory", entry.organisationId, entry.agentId, AGENT_MEMORY_LAYER, content]);
      const existing = await transaction.memoryEntry.findFirst({ where: entry, select: { id: true } });
      if (existing !== null) return { id: existing.id, status: "already_stored" };
      // `scope` keeps the topic for the agent layer, as it keeps the task id for the task layer.
      const created = await transaction.memoryEntry.create({ data: { ...entry, scope: topic, createdAt: dependencies.now() }, select: { id: true } });
      return { id: created.id, status: "stored" };
    });
    return jsonText({ ...stored, layer: AGENT_MEMORY_LAYER, ...(topic === "" ? {} : { topic }) });
  };
}

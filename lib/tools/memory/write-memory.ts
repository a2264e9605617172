// memory_write: facts at the layer `agent`, in the store memory.ask reads (ONE-PRODUCT "Families that
// overlap": memory_write and memory.ask / memory.train share one memory store). Seed "tool rules", Shared
// rules: several facts in one call are stored in parallel, each on its own — "one failed fact out of three
// keeps the two that were stored". Idempotent: the same content is stored once for the agent.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";

/** The layer memory_write writes and memory.ask reads back: this agent's own, across its tasks. */
export const AGENT_MEMORY_LAYER = "agent";

export type Fact = { content: string; topic?: string };

export type FactOutcome =
  | { status: "stored" | "already_stored"; id: string; topic?: string }
  | { status: "failed"; error: string };

async function storeFact({ db, now }: ToolServices, call: ToolContext, fact: Fact): Promise<FactOutcome> {
  const topic = fact.topic ?? "";
  const entry = { ...agentScopeOf(call), layer: AGENT_MEMORY_LAYER, content: fact.content };
  const stored = await db.$transaction(async (transaction) => {
    await lockFor(transaction, ["memory", entry.organisationId, entry.agentId, AGENT_MEMORY_LAYER, fact.content]);
    const existing = await transaction.memoryEntry.findFirst({ where: entry, select: { id: true } });
    if (existing !== null) return { id: existing.id, status: "already_stored" as const };
    // `scope` keeps the topic for the agent layer, as it keeps the task id for the task layer.
    const created = await transaction.memoryEntry.create({ data: { ...entry, scope: topic, createdAt: now() }, select: { id: true } });
    return { id: created.id, status: "stored" as const };
  });
  return { ...stored, ...(topic === "" ? {} : { topic }) };
}

export async function writeMemory(facts: readonly Fact[], call: ToolContext, services: ToolServices): Promise<string> {
  const settled = await Promise.allSettled(facts.map((fact) => storeFact(services, call, fact)));
  const results = settled.map((outcome): FactOutcome =>
    outcome.status === "fulfilled" ? outcome.value : { status: "failed", error: "this fact could not be stored; the others were kept" },
  );
  const stored = results.filter((result) => result.status !== "failed").length;
  if (stored === 0) throw new ToolError("memory_unavailable", "no fact could be stored; memory may be unavailable, try again later");
  return jsonText({ layer: AGENT_MEMORY_LAYER, stored, failed: results.length - stored, facts: results });
}

// memory_write: facts at the layer `agent`, in the store memory.ask reads (ONE-PRODUCT "Families that
// overlap": memory_write and memory.ask / memory.train share one memory store). Seed "tool rules", Shared
// rules: several facts in one call are stored in parallel, each on its own — "one failed fact out of three
// keeps the two that were stored". Idempotent: the same content is stored once for the agent.

import { ToolError, type ToolContext, type ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import type { ToolDependencies } from "../tool-dependencies";

/** The layer memory_write writes and memory.ask reads back: this agent's own, across its tasks. */
export const AGENT_MEMORY_LAYER = "agent";

type Fact = { content: string; topic: string };

export type FactOutcome =
  | { status: "stored" | "already_stored"; id: string; topic?: string }
  | { status: "failed"; error: string };

function factsOf(input: Record<string, unknown>): Fact[] {
  const facts = input.facts;
  if (!Array.isArray(facts) || facts.length === 0) throw new ToolError("invalid_input", "`facts` must be a list of one to ten facts");
  return facts.map((fact, index) => {
    const { content, topic } = (typeof fact === "object" && fact !== null ? fact : {}) as Record<string, unknown>;
    if (typeof content !== "string" || content.trim() === "") throw new ToolError("invalid_input", `facts.${index}.content must be non-empty text`);
    return { content, topic: typeof topic === "string" ? topic : "" };
  });
}

async function storeFact(dependencies: ToolDependencies, context: ToolContext, fact: Fact): Promise<FactOutcome> {
  const entry = { ...agentScopeOf(context), layer: AGENT_MEMORY_LAYER, content: fact.content };
  const stored = await dependencies.db.$transaction(async (transaction) => {
    await lockFor(transaction, ["memory", entry.organisationId, entry.agentId, AGENT_MEMORY_LAYER, fact.content]);
    const existing = await transaction.memoryEntry.findFirst({ where: entry, select: { id: true } });
    if (existing !== null) return { id: existing.id, status: "already_stored" as const };
    // `scope` keeps the topic for the agent layer, as it keeps the task id for the task layer.
    const created = await transaction.memoryEntry.create({ data: { ...entry, scope: fact.topic, createdAt: dependencies.now() }, select: { id: true } });
    return { id: created.id, status: "stored" as const };
  });
  return { ...stored, ...(fact.topic === "" ? {} : { topic: fact.topic }) };
}

export function writeMemory(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const facts = factsOf(input);
    const settled = await Promise.allSettled(facts.map((fact) => storeFact(dependencies, context, fact)));
    const results = settled.map((outcome): FactOutcome =>
      outcome.status === "fulfilled" ? outcome.value : { status: "failed", error: "this fact could not be stored; the others were kept" },
    );
    const stored = results.filter((result) => result.status !== "failed").length;
    if (stored === 0) throw new ToolError("memory_unavailable", "no fact could be stored; memory may be unavailable, try again later");
    return jsonText({ layer: AGENT_MEMORY_LAYER, stored, failed: results.length - stored, facts: results });
  };
}

// memory.ask: every question runs in parallel, and each is reported on its own (seed "tool rules",
// Partial failure, absence and outage): hits; an absence (it ran and matched nothing); or an outage (it
// never ran). One failed question keeps the others' answers.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { jsonText } from "../json-text";
import { taskScopeOf } from "../os/context-scope";
import { requireActingUser } from "../require-acting-user";
import type { MemoryHit, MemorySearch } from "./search-memory";

export type QueryAnswer =
  | { query: string; status: "found"; hits: Omit<MemoryHit, "id">[] }
  | { query: string; status: "absent"; note: string }
  | { query: string; status: "outage"; error: string };

function messageOf(reason: unknown): string {
  return reason instanceof Error ? reason.message.split("\n")[0] : String(reason);
}

export function answerOf(query: string, settled: PromiseSettledResult<MemoryHit[]>): QueryAnswer {
  if (settled.status === "rejected") {
    return { query, status: "outage", error: `the search could not run: ${messageOf(settled.reason)}` };
  }
  if (settled.value.length === 0) return { query, status: "absent", note: "Memory holds nothing that matches this question." };
  const hits = settled.value.map((hit) => ({ layer: hit.layer, content: hit.content, eventId: hit.eventId, learnedAt: hit.learnedAt }));
  return { query, status: "found", hits };
}

export type AskMemoryInput = { queries: readonly string[]; layers?: readonly string[] };

export async function askMemory(search: MemorySearch, { queries, layers }: AskMemoryInput, call: ToolContext): Promise<string> {
  // Member notes are user-scoped: read only for the acting user, and refused when the run has none.
  const readsMembers = layers === undefined || layers.includes("member");
  const memberId = readsMembers ? requireActingUser(call, "reads the member notes of") : null;
  const scope = { organisationId: call.organisationId, agentId: call.agentId, memberId, taskScope: taskScopeOf(call), ...(layers ? { layers } : {}) };
  const settled = await Promise.allSettled(queries.map((query) => search(scope, query)));
  const answers = queries.map((query, position) => answerOf(query, settled[position]));
  // Nothing ran at all: an outage worth retrying (retry safety `safe`) before the model hears of it; the
  // code is the one memory_write lists for the same store being out of reach.
  const [firstOutage] = answers.filter((answer) => answer.status === "outage");
  if (firstOutage !== undefined && answers.every((answer) => answer.status === "outage")) {
    throw new ToolError("memory_unavailable", `memory.ask could not search memory: ${firstOutage.error}`, { retryable: true });
  }
  return jsonText({ answers });
}

import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ModelMessage } from "@/lib/runtime/ports";
import type { RunSnapshot } from "@/lib/runtime/ports/run-store";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";
import { agentOfferOf, agentOwnToolsColumns, type TurnInputsRow } from "./load-agent-offer";

// Issue 9, item 5: a run's start reads the run, its task, its agent's offer settings and scripts, the acting
// user's roles and the conversation's earlier runs. Through Prisma that is a chain of relation queries (the
// earlier runs wait for the run's conversation), about 3 ms of a 20-step run; here it is one named
// statement (prepared-query.ts), side by side with the turns' read. The agent's part is the one
// turnInputsQuery reads (load-agent-offer.ts), so the first turn offers what every later turn would.

/** The snapshot's fields but its turns, with the model, state and task as stored (the store parses them). */
export type RunHead = Omit<RunSnapshot, "turns" | "lease" | "model" | "state" | "task" | "actingUserRoles"> & {
  actingUserRoles: string[];
  model: unknown;
  state: unknown;
  task: { id: string; tools: string[]; gates: string[] } | null;
};

type RunHeadRow = Pick<RunHead, "id" | "organisationId" | "conversationId" | "agentId" | "taskId" | "actingUserId" | "actingUserRoles" | "kind" | "status" | "input" | "model" | "state"> &
  Omit<TurnInputsRow, "ciphertexts"> & {
    taskRowId: string | null;
    taskTools: string[] | null;
    taskGates: string[] | null;
    earlier: { input: string; output: string | null }[];
  };

// Issue 12, item 7: the task's declarations and gates are those of the version the run started with; a
// version without a TaskVersion row was never superseded (update-task.ts keeps it first), so it is the task's own.
export function runHeadQuery(runId: string): Prisma.Sql {
  // Earlier runs: the conversation's runs created before this one, oldest first (as historyOf read them).
  return Prisma.sql`
    SELECT r.id, r."organisationId", r."conversationId", r."agentId", r."taskId", r."actingUserId",
      r.kind::text AS kind, r.status::text AS status, r.input, r.model, r.state,
      a.browser, a.coding, a.scripting, a.memory, a.previews, a.bindings, o."defaultBindings" AS "defaultBindings",
      ${agentOwnToolsColumns},
      t.id AS "taskRowId", COALESCE(v.tools, t.tools) AS "taskTools", COALESCE(v.gates, t.gates) AS "taskGates",
      COALESCE(u.roles::text[], ARRAY[]::text[]) AS "actingUserRoles",
      COALESCE((
        SELECT json_agg(json_build_object('input', e.input, 'output', e.output) ORDER BY e."createdAt")
        FROM "Run" e WHERE e."conversationId" = r."conversationId" AND e."createdAt" < r."createdAt" AND e.id <> r.id
      ), '[]'::json) AS earlier
    FROM "Run" r
      JOIN "Agent" a ON a.id = r."agentId"
      JOIN "Organisation" o ON o.id = a."organisationId"
      LEFT JOIN "Task" t ON t.id = r."taskId"
      LEFT JOIN "TaskVersion" v ON v."taskId" = r."taskId" AND v.version = r."taskVersion"
      LEFT JOIN "User" u ON u.id = r."actingUserId"
    WHERE r.id = ${runId}::text`;
}

function historyOf(earlier: RunHeadRow["earlier"]): ModelMessage[] {
  return earlier.flatMap((previous): ModelMessage[] => [
    { role: "user", content: previous.input },
    ...(previous.output ? [{ role: "assistant" as const, content: previous.output, calls: [] }] : []),
  ]);
}

/** The run and what its first turn needs beside its turns, or null when the run no longer exists. */
export async function loadRunHead(database: Database, runId: string): Promise<RunHead | null> {
  const row = (await preparedQuery<RunHeadRow>(database, runHeadQuery(runId)))[0];
  if (!row) return null;
  const agentOffer = agentOfferOf({ ...row, id: row.agentId, organisation: { defaultBindings: row.defaultBindings } });
  return {
    id: row.id,
    organisationId: row.organisationId,
    conversationId: row.conversationId,
    agentId: row.agentId,
    taskId: row.taskId,
    actingUserId: row.actingUserId,
    actingUserRoles: row.actingUserRoles,
    kind: row.kind,
    status: row.status,
    input: row.input,
    model: row.model,
    state: row.state,
    // A list column may hold NULL (a row written outside Prisma); Prisma reads that as [], and so does this.
    task: row.taskRowId === null ? null : { id: row.taskRowId, tools: row.taskTools ?? [], gates: row.taskGates ?? [] },
    ...agentOffer,
    history: historyOf(row.earlier),
  };
}

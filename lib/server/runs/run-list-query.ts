import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import type { RunKind } from "@/lib/runtime/lifecycle/run-kind";
import type { RunStatus } from "@/lib/runtime/lifecycle/run-status";
import type { RunListCursor } from "./run-list-cursor";

// Issue 12, item 10: one page of an organisation's runs as one statement, newest first, keyset-paged. It
// holds at 100,000 runs and more (tests/integration/api/runs-list-plan.test.ts reads its plans): the order
// is the (organisationId | agentId | taskId, createdAt DESC, id DESC) indexes', the cursor a row comparison
// the index seeks to, and a search an ILIKE the trigram indexes on input and output answer.

export type RunListFilters = {
  agentId?: string;
  taskId?: string;
  status?: RunStatus;
  kind?: RunKind;
  /** Searched in input and output, case-insensitively, as a substring. */
  q?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Issue 23, item 1: only runs with at least one call that ended so (within the calls' window when one is given). */
  callOutcome?: CallOutcome;
  /** Only runs with a call recorded in this window (inclusive from, exclusive to), as the overview counts calls. */
  callsFrom?: Date;
  callsTo?: Date;
};

export type RunListRow = {
  id: string;
  conversationId: string;
  agentId: string;
  agentName: string;
  taskId: string | null;
  taskName: string | null;
  kind: RunKind;
  status: RunStatus;
  failureCode: string | null;
  failureMessage: string | null;
  input: string;
  output: string | null;
  executionName: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

/** `%`, `_` and the escape itself match only themselves: a search is a substring, never a pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function callFilterConditions(filters: RunListFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (filters.callOutcome !== undefined) conditions.push(Prisma.sql`c.outcome = ${filters.callOutcome}::"CallOutcome"`);
  if (filters.callsFrom !== undefined) conditions.push(Prisma.sql`c."createdAt" >= ${filters.callsFrom}::timestamptz`);
  if (filters.callsTo !== undefined) conditions.push(Prisma.sql`c."createdAt" < ${filters.callsTo}::timestamptz`);
  return conditions;
}

export function runListQuery(organisationId: string, filters: RunListFilters, before: RunListCursor | null, take: number): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`r."organisationId" = ${organisationId}`];
  if (filters.agentId !== undefined) conditions.push(Prisma.sql`r."agentId" = ${filters.agentId}`);
  if (filters.taskId !== undefined) conditions.push(Prisma.sql`r."taskId" = ${filters.taskId}`);
  if (filters.status !== undefined) conditions.push(Prisma.sql`r.status = ${filters.status}::"RunStatus"`);
  if (filters.kind !== undefined) conditions.push(Prisma.sql`r.kind = ${filters.kind}::"RunKind"`);
  if (filters.from !== undefined) conditions.push(Prisma.sql`r."createdAt" >= ${filters.from}::timestamptz`);
  if (filters.to !== undefined) conditions.push(Prisma.sql`r."createdAt" < ${filters.to}::timestamptz`);
  if (filters.q !== undefined) {
    const pattern = likePattern(filters.q);
    conditions.push(Prisma.sql`(r.input ILIKE ${pattern} OR r.output ILIKE ${pattern})`);
  }
  const callConditions = callFilterConditions(filters);
  if (callConditions.length > 0) {
    // A semi-join on the calls (the ToolCall table's organisation/createdAt/outcome and runId indexes answer it).
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "ToolCall" c WHERE c."runId" = r.id AND c."organisationId" = ${organisationId} AND ${Prisma.join(callConditions, " AND ")})`);
  }
  if (before !== null) conditions.push(Prisma.sql`(r."createdAt", r.id) < (${before.createdAt}::timestamptz, ${before.id}::text)`);
  return Prisma.sql`
    SELECT r.id, r."conversationId", r."agentId", a.name AS "agentName", r."taskId", t.name AS "taskName", r.kind::text AS kind,
      r.status::text AS status, r."failureCode", r."failureMessage", r.input, r.output, r."executionName", r."createdAt", r."startedAt", r."finishedAt"
    FROM "Run" r
    JOIN "Agent" a ON a.id = r."agentId"
    LEFT JOIN "Task" t ON t.id = r."taskId"
    WHERE ${Prisma.join(conditions, " AND ")}
    ORDER BY r."createdAt" DESC, r.id DESC
    LIMIT ${take}`;
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { encodeRunListCursor } from "@/lib/server/runs/run-list-cursor";
import { runListQuery, type RunListFilters } from "@/lib/server/runs/run-list-query";
import type { RunListCursor } from "@/lib/server/runs/run-list-cursor";
import { testPrisma, truncateAll } from "../../support/test-database";
import { createOrganisation } from "./api-fixtures";

// Issue 12, item 10: the runs list holds at 100,000 runs. The list's own statement (run-list-query.ts) is
// run under EXPLAIN ANALYZE over 100,000 runs of one organisation: each page — the first, one 90,000 runs
// deep, filtered by agent, task or status, or searched — reads about a page of rows from an index, never
// the table. What is asserted is the plan's shape and the rows it touched, never a time.

const prisma = testPrisma();
const RUNS = 100_000;
const AGENTS = 20;
let organisationId: string;
let agentId: string;
let taskId: string;

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; "Index Cond"?: string; "Actual Rows": number; "Actual Loops": number; "Rows Removed by Filter"?: number; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function plan(filters: RunListFilters, before: RunListCursor | null = null): Promise<PlanNode[]> {
  const explained = await prisma.$queryRaw<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(
    Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${runListQuery(organisationId, filters, before, 51)}`,
  );
  return nodes(explained[0]["QUERY PLAN"][0].Plan);
}

/** The nodes reading "Run", and the rows they produced and threw away. */
function runReads(all: PlanNode[]) {
  const reads = all.filter((node) => node["Relation Name"] === "Run");
  const touched = reads.reduce((sum, node) => sum + node["Actual Rows"] * node["Actual Loops"] + (node["Rows Removed by Filter"] ?? 0), 0);
  return { reads, touched };
}

beforeAll(async () => {
  await truncateAll();
  organisationId = await createOrganisation(prisma, "Busy organisation");
  const agents = await Promise.all(Array.from({ length: AGENTS }, (_unused, position) => prisma.agent.create({ data: { organisationId, name: `Agent ${position}` } })));
  agentId = agents[3].id;
  taskId = (await prisma.task.create({ data: { organisationId, name: "Rare task", tools: [] } })).id;
  await Promise.all(agents.map((agent) => prisma.conversation.create({ data: { organisationId, agentId: agent.id } })));
  // One statement: 100,000 runs over twenty agents, one a second back from now; every 500th of the task,
  // every 50th failed, and one input in 100,000 says "zebra".
  await prisma.$executeRaw`
    INSERT INTO "Run" (id, "organisationId", "conversationId", "agentId", "taskId", kind, status, input, output, model, state, "createdAt")
    SELECT gen_random_uuid()::text, ${organisationId}, c.id, c."agentId",
      CASE WHEN g % 500 = 0 THEN ${taskId} END, 'direct'::"RunKind",
      (CASE WHEN g % 50 = 0 THEN 'failed' ELSE 'succeeded' END)::"RunStatus",
      CASE WHEN g = 77777 THEN 'Feed the zebra at noon' ELSE 'Ticket ' || g END,
      NULL, '{"provider":"scripted","script":[]}'::jsonb, '{"version":1,"toolCallBudget":5,"maxIterations":5}'::jsonb,
      now() - g * interval '1 second'
    FROM generate_series(1, ${RUNS}::int) AS g
    JOIN (SELECT id, "agentId", row_number() OVER (ORDER BY id) - 1 AS position FROM "Conversation" WHERE "organisationId" = ${organisationId}) AS c
      ON c.position = g % ${AGENTS}`;
  await prisma.$executeRawUnsafe(`ANALYZE "Run"`);
}, 120_000);

afterAll(async () => {
  // The next file starts from an empty database anyway; this one leaves none of its 100,000 runs behind.
  await truncateAll();
});

describe("the runs list over 100,000 runs", () => {
  it("holds them all", async () => {
    expect(await prisma.run.count({ where: { organisationId } })).toBe(RUNS);
  });

  it.each([
    ["the first page", {}],
    ["one agent's runs", () => ({ agentId })],
    ["one task's runs (every 500th)", () => ({ taskId })],
    ["failed runs", { status: "failed" as const }],
  ])("%s: an index scan reads about a page, never the table", async (_name, filters) => {
    const { reads, touched } = runReads(await plan(typeof filters === "function" ? filters() : filters));
    expect(reads.map((node) => node["Node Type"])).toEqual(["Index Scan"]);
    expect(reads[0]["Index Name"]).toMatch(/^Run_(organisationId|agentId|taskId)_createdAt_id_idx$/);
    // 51 rows wanted; a status filter discards the others it passes (every 50th run failed: about 50 × 51).
    expect(touched).toBeLessThan(3_000);
  });

  it("seeks a page 90,000 runs deep through the cursor, instead of reading the 90,000 before it", async () => {
    const deep = await prisma.$queryRaw<{ id: string; createdAt: Date }[]>`
      SELECT id, "createdAt" FROM "Run" WHERE "organisationId" = ${organisationId} ORDER BY "createdAt" DESC, id DESC OFFSET 90000 LIMIT 1`;
    const cursor = { id: deep[0].id, createdAt: deep[0].createdAt };
    expect(encodeRunListCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
    const { reads, touched } = runReads(await plan({}, cursor));
    expect(reads.map((node) => node["Node Type"])).toEqual(["Index Scan"]);
    expect(reads[0]["Index Cond"]).toContain("ROW(");
    expect(touched).toBeLessThanOrEqual(51);
  });

  it("finds the one run in 100,000 whose input says a word through the trigram indexes", async () => {
    const all = await plan({ q: "zebra" });
    const { reads, touched } = runReads(all);
    expect(reads.some((node) => node["Node Type"] === "Seq Scan")).toBe(false);
    expect(all.some((node) => node["Node Type"] === "Bitmap Index Scan" && /trgm/.test(node["Index Name"] ?? ""))).toBe(true);
    expect(touched).toBeLessThan(100);
  });
});

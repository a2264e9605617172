import "server-only";
import type { RunStatus } from "@/lib/runtime/lifecycle/run-status";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import type { Actor } from "../use-case-actor";
import { serializeRunSummary } from "./serialize-run";

export async function listRuns(database: Database, actor: Actor, query: { status?: RunStatus; limit: number }) {
  const runs = await database.run.findMany({
    where: { organisationId: actor.organisationId, ...(query.status ? { status: query.status } : {}) },
    orderBy: { createdAt: "desc" },
    take: query.limit,
    include: { agent: { select: { name: true } } },
  });
  const redactor = await databaseViewRedactor(database, actor.organisationId, runs.map((run) => run.agentId));
  return { runs: runs.map((run) => serializeRunSummary(run, redactor)) };
}

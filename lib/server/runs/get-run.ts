import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import type { Actor } from "../use-case-actor";
import { runDetailInclude, serializeRun } from "./serialize-run";

export async function getRun(database: Database, actor: Actor, runId: string) {
  const run = await database.run.findFirst({ where: { id: runId, organisationId: actor.organisationId }, include: runDetailInclude });
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  return serializeRun(run, await databaseViewRedactor(database, actor.organisationId, [run.agentId]));
}

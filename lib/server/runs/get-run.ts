import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { readSettings } from "@/lib/settings/read-settings";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { runDetailInclude, serializeRun } from "./serialize-run";

export async function getRun(database: Database, principal: UseCasePrincipal, runId: string) {
  const run = await database.run.findFirst({ where: { id: runId, organisationId: principal.organisationId }, include: runDetailInclude });
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  const media = await database.storedMedia.findMany({
    where: { runId: run.id, organisationId: principal.organisationId },
    orderBy: [{ callId: "asc" }, { position: "asc" }],
    select: { id: true, callId: true, kind: true, mimeType: true, bytes: true },
  });
  const byCall = new Map<string, { id: string; kind: string; mimeType: string; bytes: number }[]>();
  for (const { callId, ...medium } of media) byCall.set(callId, [...(byCall.get(callId) ?? []), medium]);
  return serializeRun(run, await databaseViewRedactor(database, principal.organisationId, [run.agentId]), byCall, readSettings().MODEL_PRICES);
}

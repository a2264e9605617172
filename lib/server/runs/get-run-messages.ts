import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { RunMessages } from "@/lib/contracts/run-messages";
import { buildMessages } from "@/lib/runtime/loop/build-messages";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import { runtimeLimitsFromEnvironment } from "../runtime/runtime-config";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { readRunForView } from "./prisma-run-store";
import { getRunOffer } from "./get-run-offer";
import type { OfferedTool } from "@/lib/contracts/offer-schemas";

/**
 * Issue 12, item 9: the messages the model was sent at a turn, rebuilt from the stored run exactly as the
 * loop builds them (lib/runtime/loop/build-messages.ts: the turns before it, the replay limits of this
 * installation), read-only. `turn` defaults to the latest; before the first turn, what the first request
 * would send. What the model wrote is shown with every secret value redacted, as on the run's own page.
 */
export async function getRunMessages(database: Database, principal: UseCasePrincipal, runId: string, turn: number | undefined): Promise<RunMessages> {
  const owned = await database.run.findFirst({ where: { id: runId, organisationId: principal.organisationId }, select: { id: true } });
  if (!owned) throw new AppError("not_found", `No run ${runId}.`);
  const run = await readRunForView(database, owned.id);
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  const latest = Math.max(run.turns.length - 1, 0);
  const index = turn ?? latest;
  if (index > latest) {
    const message = run.turns.length === 0 ? "turn must be 0: the run has no turns yet." : `turn must be from 0 to ${latest}: the run has ${run.turns.length} turn${run.turns.length === 1 ? "" : "s"}.`;
    throw new AppError("invalid_request", message, { details: [{ path: "turn", message }] });
  }
  const messages = buildMessages({ ...run, turns: run.turns.slice(0, index) }, runtimeLimitsFromEnvironment());
  const redactor = await databaseViewRedactor(database, principal.organisationId, [run.agentId]);
  const stored = await database.turn.findUnique({ where: { runId_index: { runId: run.id, index } }, select: { offer: true } });
  const tools = stored ? (stored.offer as OfferedTool[]) : (await getRunOffer(database, principal, run.id)).tools;
  return { runId: run.id, turn: index, turns: run.turns.length, messages: redactor.json(messages), tools };
}

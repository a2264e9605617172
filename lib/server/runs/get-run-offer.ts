import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { OfferedTool } from "@/lib/runtime/ports";
import type { Database } from "../db";
import { createLoopDependencies } from "../runtime/create-loop-dependencies";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { readRunForView } from "./prisma-run-store";
import { offerSubjectOf } from "@/lib/runtime/loop/offer-subject";

/**
 * CONTRACT.md: the definitions exactly as sent to the model at the latest turn. Before the first turn,
 * the offer the run would be sent now.
 */
export async function getRunOffer(database: Database, principal: UseCasePrincipal, runId: string): Promise<{ tools: OfferedTool[] }> {
  const owned = await database.run.findFirst({ where: { id: runId, organisationId: principal.organisationId }, select: { id: true } });
  if (!owned) throw new AppError("not_found", `No run ${runId}.`);
  const latest = await database.turn.findFirst({ where: { runId }, orderBy: { index: "desc" }, select: { offer: true } });
  if (latest) return { tools: latest.offer as OfferedTool[] };
  const run = await readRunForView(database, runId);
  if (!run) throw new AppError("not_found", `No run ${runId}.`);
  const dependencies = createLoopDependencies(database);
  const offer = buildOffer({ ...offerSubjectOf(run), catalog: dependencies.catalog, handlers: dependencies.handlers });
  return { tools: offer.tools };
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { sumOutcomeCounts } from "@/lib/contracts/overview-counts";
import type { OverviewQuery } from "@/lib/contracts/overview-query";
import type { Overview } from "@/lib/contracts/overview-schemas";
import type { Database } from "../../db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { callSeries } from "./call-series-query";
import { failingTools } from "./failing-tools-query";
import { gateWaits } from "./gate-waits-query";
import { modelUsage } from "./model-usage-query";
import { readSettings } from "@/lib/settings/read-settings";
import { overviewWindow } from "./overview-window";
import { includingDeleted } from "@/lib/server/database/soft-delete";

/**
 * Another organisation's agent answers as a made-up id does. A deleted agent is still found: its runs stay
 * readable, and so does what they did.
 */
async function requireOwnAgent(database: Database, organisationId: string, agentId: string): Promise<void> {
  const agent = await database.agent.findFirst({ where: includingDeleted({ id: agentId, organisationId }), select: { id: true } });
  if (agent === null) throw new AppError("not_found", `No agent ${agentId} in your organisation.`);
}

/**
 * Issue 12, item 11: the organisation's (or one agent's) tool calls over time by outcome, its most failing
 * tools, its gates' waits and its model requests by model (issue 23, item 8) — four aggregate statements, no row read into the process.
 */
export async function readOverview(database: Database, principal: UseCasePrincipal, query: OverviewQuery, now: Date = new Date()): Promise<Overview> {
  const window = overviewWindow(query, now);
  if (window.agentId !== null) await requireOwnAgent(database, principal.organisationId, window.agentId);
  const [series, failing, gates, models] = await Promise.all([
    callSeries(database, principal.organisationId, window),
    failingTools(database, principal.organisationId, window),
    gateWaits(database, principal.organisationId, window),
    modelUsage(database, principal.organisationId, window, readSettings().MODEL_PRICES),
  ]);
  const byOutcome = sumOutcomeCounts(series);
  return {
    window: { from: window.from.toISOString(), to: window.to.toISOString(), bucket: window.bucket, timeZone: window.timeZone, agentId: window.agentId },
    calls: { total: Object.values(byOutcome).reduce((sum, count) => sum + count, 0), byOutcome, series },
    failingTools: failing,
    gateWaits: gates,
    models,
  };
}

import "server-only";
import { sumOutcomeCounts } from "@/lib/contracts/overview-counts";
import type { OverviewQuery } from "@/lib/contracts/overview-query";
import type { Overview } from "@/lib/contracts/overview-schemas";
import type { Database } from "../../db";
import type { Actor } from "../../use-case-actor";
import { findOwnAgent } from "../agents/find-own-agent";
import { callSeries } from "./call-series-query";
import { failingTools } from "./failing-tools-query";
import { gateWaits } from "./gate-waits-query";
import { overviewWindow } from "./overview-window";

/**
 * Issue 12, item 11: the organisation's (or one agent's) tool calls over time by outcome, its most failing
 * tools and its gates' waits — three aggregate statements, no call or gate row read into the process.
 */
export async function readOverview(database: Database, actor: Actor, query: OverviewQuery, now: Date = new Date()): Promise<Overview> {
  const window = overviewWindow(query, now);
  // Another organisation's agent answers as a made-up id does.
  if (window.agentId !== null) await findOwnAgent(database, actor.organisationId, window.agentId);
  const [series, failing, gates] = await Promise.all([
    callSeries(database, actor.organisationId, window),
    failingTools(database, actor.organisationId, window),
    gateWaits(database, actor.organisationId, window),
  ]);
  const byOutcome = sumOutcomeCounts(series);
  return {
    window: { from: window.from.toISOString(), to: window.to.toISOString(), bucket: window.bucket, timeZone: window.timeZone, agentId: window.agentId },
    calls: { total: Object.values(byOutcome).reduce((sum, count) => sum + count, 0), byOutcome, series },
    failingTools: failing,
    gateWaits: gates,
  };
}

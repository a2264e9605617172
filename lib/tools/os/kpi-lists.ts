// The `os.*` KPI reads and list setters: what the run may see (kpi-access.ts), each KPI as kpi-view.ts shows it.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { KpiLevel } from "@/lib/contracts/kpi-schemas";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";
import { kpiReachOf, mayReachTeam, requireEnterpriseKpiSetter, visibleKpis, type KpiReach } from "./kpi-access";
import type { KpiDefinition } from "./kpi-definition";
import { replaceKpiList } from "./kpi-list-replace";
import { loadKpiViews } from "./kpi-view";

export async function listKpis(input: { scope?: KpiLevel }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const kpis = await loadKpiViews(db, reach.organisationId, { AND: [visibleKpis(reach), input.scope === undefined ? {} : { level: input.scope }] });
  return compactJsonList({ scope: input.scope ?? "every level", count: kpis.length }, "kpis", kpis);
}

async function enterpriseKpis(db: PrismaClient, reach: KpiReach): Promise<string> {
  const kpis = await loadKpiViews(db, reach.organisationId, { level: "enterprise" });
  return compactJsonList({ count: kpis.length }, "kpis", kpis);
}

export async function getEnterpriseKpis(_input: Record<string, never>, context: ToolContext, { db }: ToolServices): Promise<string> {
  return enterpriseKpis(db, await kpiReachOf(db, context));
}

export async function setEnterpriseKpis(input: { kpis: KpiDefinition[] }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  requireEnterpriseKpiSetter(reach, context.tool);
  await replaceKpiList(db, { organisationId: reach.organisationId, level: "enterprise", ownerId: null }, input.kpis, now());
  return enterpriseKpis(db, reach);
}

/** A guild of the organisation this run may reach, else `team_not_found` — the same for foreign and made-up ids. */
async function reachableTeam(db: PrismaClient, reach: KpiReach, teamId: string) {
  const team = mayReachTeam(reach, teamId) ? await db.guild.findFirst({ where: { id: teamId, organisationId: reach.organisationId }, select: { id: true, name: true } }) : null;
  if (team === null) {
    throw new ToolError("team_not_found", `no team this run may reach has the id "${teamId}": a team's KPIs are its members' and agents' and the admins' and CEO's; os.directory lists the teams`);
  }
  return team;
}

async function teamKpis(db: PrismaClient, reach: KpiReach, team: { id: string; name: string }): Promise<string> {
  const kpis = await loadKpiViews(db, reach.organisationId, { level: "team", ownerId: team.id });
  return compactJsonList({ team, count: kpis.length }, "kpis", kpis);
}

export async function getTeamKpis(input: { team: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  return teamKpis(db, reach, await reachableTeam(db, reach, input.team));
}

export async function setTeamKpis(input: { team: string; kpis: KpiDefinition[] }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const team = await reachableTeam(db, reach, input.team);
  await replaceKpiList(db, { organisationId: reach.organisationId, level: "team", ownerId: team.id }, input.kpis, now());
  return teamKpis(db, reach, team);
}

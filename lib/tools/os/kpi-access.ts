// Who may see and change which KPIs (CONTRACT.md "The enterprise behind the OS tools": every tool acts as
// the run's acting user). One rule for every KPI tool:
//  - the enterprise's KPIs: everyone sees them and records readings; only an admin or the CEO sets the list;
//  - a team's (guild's) KPIs: seen and changed by an admin or the CEO, a person in that team (User.teamIds)
//    and an agent of that guild — so a run sees them when its acting user or its agent belongs;
//  - a role's KPIs: the same with the role's holders (User.jobRoleIds, Agent.jobRoleIds).
// Readings are recorded by whoever may see the KPI. A team, role or KPI out of reach is answered exactly as a
// made-up or another organisation's id: `team_not_found`, `role_not_found`, `kpi_not_found`.

import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { NOT_PERMITTED, requireActingUser } from "../require-acting-user";

export type KpiReach = {
  organisationId: string;
  actingUserId: string;
  agentId: string;
  /** An admin or the CEO: every team and role. */
  overseer: boolean;
  teamIds: readonly string[];
  roleIds: readonly string[];
  /** "A run acts in its agent's first role" (Agent.jobRoleIds[0]); null when the agent holds none. */
  actingRoleId: string | null;
};

export async function kpiReachOf(db: PrismaClient, context: ToolContext): Promise<KpiReach> {
  const actingUserId = requireActingUser(context, "reads and changes KPIs as");
  const where = { organisationId: context.organisationId };
  const [user, agent] = await Promise.all([
    db.user.findFirst({ where: { ...where, id: actingUserId }, select: { teamIds: true, jobRoleIds: true } }),
    db.agent.findFirst({ where: { ...where, id: context.agentId }, select: { guildId: true, jobRoleIds: true } }),
  ]);
  const agentTeams = agent?.guildId ? [agent.guildId] : [];
  return {
    organisationId: context.organisationId,
    actingUserId,
    agentId: context.agentId,
    overseer: context.actingUserRoles.some((role) => role === "admin" || role === "ceo"),
    teamIds: [...new Set([...(user?.teamIds ?? []), ...agentTeams])],
    roleIds: [...new Set([...(user?.jobRoleIds ?? []), ...(agent?.jobRoleIds ?? [])])],
    actingRoleId: agent?.jobRoleIds[0] ?? null,
  };
}

/** The live KPIs `reach` may see, as a Prisma filter. */
export function visibleKpis(reach: KpiReach): Prisma.KpiWhereInput {
  const owned = (ids: readonly string[]) => (reach.overseer ? {} : { ownerId: { in: [...ids] } });
  return {
    organisationId: reach.organisationId,
    deletedAt: null,
    OR: [{ level: "enterprise" }, { level: "team", ...owned(reach.teamIds) }, { level: "role", ...owned(reach.roleIds) }],
  };
}

export function mayReachTeam(reach: KpiReach, teamId: string): boolean {
  return reach.overseer || reach.teamIds.includes(teamId);
}

export function mayReachRole(reach: KpiReach, roleId: string): boolean {
  return reach.overseer || reach.roleIds.includes(roleId);
}

/** Setting the enterprise's KPIs is the leadership's: an admin or the CEO. */
export function requireEnterpriseKpiSetter(reach: KpiReach, tool: string): void {
  if (reach.overseer) return;
  throw new ToolError(
    NOT_PERMITTED,
    `${tool} sets the enterprise's KPIs, which only an admin or the CEO may do, and the user who started this run is neither; nothing was changed (a reading can still be recorded with os.record_kpi_reading)`,
  );
}

/** A visible, live KPI by id, else `kpi_not_found` — the same words for a hidden, foreign or made-up id. */
export async function findVisibleKpi(db: PrismaClient, reach: KpiReach, kpiId: string, extra: Prisma.KpiWhereInput = {}) {
  const kpi = await db.kpi.findFirst({ where: { AND: [visibleKpis(reach), extra, { id: kpiId }] } });
  if (kpi === null) throw kpiNotFound(kpiId);
  return kpi;
}

export function kpiNotFound(kpiId: string): ToolError {
  return new ToolError("kpi_not_found", `no KPI this run may see has the id "${kpiId}"; os.list_kpis lists the ones it can`);
}

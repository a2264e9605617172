// The `role.*` KPI tools: a job role's own KPIs. "A run acts in its agent's first role": `role` omitted means
// that role, and an agent with none gets `role_not_found`. A role is reached by an admin or the CEO and by
// its holders (kpi-access.ts); any other id — another organisation's, made up, or out of reach — is the same
// `role_not_found`. role.define_kpi defines another KPI each call (unsafe); role.edit_kpi changes only the
// fields given, and the KPI keeps its id and readings.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { findVisibleKpi, kpiReachOf, mayReachRole, type KpiReach } from "./kpi-access";
import { definitionFields, type KpiDefinition } from "./kpi-definition";
import { loadKpiViews } from "./kpi-view";

async function reachableRole(db: PrismaClient, reach: KpiReach, roleId: string | undefined) {
  const id = roleId ?? reach.actingRoleId;
  if (id === null) {
    throw new ToolError("role_not_found", "this run's agent holds no job role, so there is no role it acts in; name one with `role` (os.directory lists the roles)");
  }
  const role = mayReachRole(reach, id) ? await db.jobRole.findFirst({ where: { id, organisationId: reach.organisationId } }) : null;
  if (role === null) {
    throw new ToolError("role_not_found", `no role this run may reach has the id "${id}": a role's KPIs are its holders' and the admins' and CEO's; os.directory lists the roles`);
  }
  return role;
}

export async function listRoleKpis(input: { role?: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const role = await reachableRole(db, reach, input.role);
  const kpis = await loadKpiViews(db, reach.organisationId, { level: "role", ownerId: role.id });
  return jsonText({ role: { id: role.id, name: role.name }, count: kpis.length, kpis });
}

export async function defineRoleKpi(input: KpiDefinition & { role?: string }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const role = await reachableRole(db, reach, input.role);
  const at = now();
  const kpi = await db.$transaction(async (transaction) => {
    const position = await transaction.kpi.count({ where: { organisationId: reach.organisationId, level: "role", ownerId: role.id, deletedAt: null } });
    return transaction.kpi.create({
      data: {
        organisationId: reach.organisationId,
        level: "role",
        ownerId: role.id,
        ...definitionFields(input, position),
        createdAt: at,
        updatedAt: at,
      },
    });
  });
  return jsonText({ id: kpi.id, role: { id: role.id, name: role.name }, name: kpi.name });
}

export async function editRoleKpi(input: Partial<KpiDefinition> & { kpi: string }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const kpi = await findVisibleKpi(db, reach, input.kpi, { level: "role" });
  const given = { name: input.name?.trim(), description: input.description, unit: input.unit, target: input.target, direction: input.direction };
  // Only what is given and differs changes, so the same edit again leaves the row as it is (idempotent).
  const changes = Object.fromEntries(Object.entries(given).filter(([field, value]) => value !== undefined && kpi[field as keyof typeof given] !== value));
  if (Object.keys(changes).length > 0) await db.kpi.update({ where: { id: kpi.id }, data: { ...changes, updatedAt: now() } });
  const [view] = await loadKpiViews(db, reach.organisationId, { id: kpi.id });
  return jsonText(view);
}

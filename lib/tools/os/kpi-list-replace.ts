// os.set_enterprise_kpis and os.set_team_kpis: the list given becomes the list. A KPI whose name is kept
// keeps its row — same id, same readings — with its definition updated; a dropped one is soft-deleted (its
// readings are listed no more); a new name is a new KPI. Idempotent: the same list again changes nothing.
// Names match trimmed and case-blind, so "Revenue" and "revenue " are one KPI (and two in one list repeat).

import type { KpiLevel, PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError } from "@/lib/runtime/ports";
import { lockFor } from "../lock-for";
import { definitionFields, type KpiDefinition } from "./kpi-definition";

export type KpiList = { organisationId: string; level: KpiLevel; ownerId: string | null };

const nameKey = (name: string) => name.trim().toLowerCase();

/** Two entries of one name: `kpi_name_repeated`, before anything changes. */
function refuseRepeatedNames(definitions: readonly KpiDefinition[]): void {
  const seen = new Set<string>();
  for (const definition of definitions) {
    const key = nameKey(definition.name);
    if (seen.has(key)) {
      throw new ToolError("kpi_name_repeated", `the list names "${definition.name.trim()}" twice; give each KPI once (names match ignoring case and surrounding spaces), nothing was changed`);
    }
    seen.add(key);
  }
}

export async function replaceKpiList(db: PrismaClient, list: KpiList, definitions: readonly KpiDefinition[], now: Date): Promise<void> {
  refuseRepeatedNames(definitions);
  await db.$transaction(async (transaction) => {
    await lockFor(transaction, ["kpi-list", list.organisationId, list.level, list.ownerId]);
    const current = await transaction.kpi.findMany({ where: { ...list, deletedAt: null }, orderBy: { createdAt: "asc" } });
    const byName = new Map(current.map((kpi) => [nameKey(kpi.name), kpi]));
    const kept = new Set<string>();
    for (const [position, definition] of definitions.entries()) {
      const fields = definitionFields(definition, position);
      const existing = byName.get(nameKey(definition.name));
      if (existing === undefined) {
        await transaction.kpi.create({ data: { ...list, ...fields, createdAt: now, updatedAt: now } });
        continue;
      }
      kept.add(existing.id);
      const unchanged = (Object.keys(fields) as (keyof typeof fields)[]).every((field) => existing[field] === fields[field]);
      if (!unchanged) await transaction.kpi.update({ where: { id: existing.id }, data: { ...fields, updatedAt: now } });
    }
    const dropped = current.filter((kpi) => !kept.has(kpi.id)).map((kpi) => kpi.id);
    if (dropped.length > 0) await transaction.kpi.updateMany({ where: { id: { in: dropped } }, data: { deletedAt: now } });
  });
}

// A KPI as every door shows it (the tools, GET /v1/kpis, the KPI board): the one place that computes
// `owner`, `latest`, `trend` and `offTrack` as lib/contracts/kpi-schemas.ts defines them.

import type { Kpi as KpiRow, KpiReading, Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { KPI_TREND_LENGTH, type Kpi, type KpiLatest, type KpiTrend } from "@/lib/contracts/kpi-schemas";

type ReadingRow = Pick<KpiReading, "value" | "period" | "measuredAt" | "recordedAt" | "note">;

/** Newest first: what a reading measures, then (a tie) when it was recorded. */
export const READING_ORDER = [{ measuredAt: "desc" }, { recordedAt: "desc" }] satisfies Prisma.KpiReadingOrderByWithRelationInput[];

export function latestOf(reading: ReadingRow | undefined): KpiLatest | null {
  if (reading === undefined) return null;
  return { value: reading.value, period: reading.period, at: reading.measuredAt.toISOString(), recordedAt: reading.recordedAt.toISOString(), note: reading.note };
}

/** `newestFirst`: the KPI's newest readings, as READING_ORDER reads them. */
export function trendOf(newestFirst: readonly Pick<ReadingRow, "value">[]): KpiTrend {
  const values = newestFirst.slice(0, KPI_TREND_LENGTH).map((reading) => reading.value).reverse();
  if (values.length < 2) return { values, change: null };
  const [before, latest] = values.slice(-2);
  return { values, change: latest > before ? "up" : latest < before ? "down" : "flat" };
}

/** On the wrong side of the target given the better direction; no target or no reading is never off track. */
export function isOffTrack(target: number | null, direction: string, latest: { value: number } | null): boolean {
  if (target === null || latest === null) return false;
  return direction === "down" ? latest.value > target : latest.value < target;
}

type Owners = { enterprise: string; teams: ReadonlyMap<string, string>; roles: ReadonlyMap<string, string> };

function ownerOf(kpi: Pick<KpiRow, "level" | "ownerId">, owners: Owners): Kpi["owner"] {
  if (kpi.level === "enterprise" || kpi.ownerId === null) return { id: null, name: owners.enterprise };
  const names = kpi.level === "team" ? owners.teams : owners.roles;
  return { id: kpi.ownerId, name: names.get(kpi.ownerId) ?? "(removed)" };
}

export function kpiView(kpi: KpiRow, newestFirst: readonly ReadingRow[], owners: Owners): Kpi {
  const latest = latestOf(newestFirst[0]);
  return {
    id: kpi.id,
    level: kpi.level,
    owner: ownerOf(kpi, owners),
    name: kpi.name,
    description: kpi.description,
    unit: kpi.unit,
    target: kpi.target,
    direction: kpi.direction === "down" ? "down" : "up",
    latest,
    trend: trendOf(newestFirst),
    offTrack: isOffTrack(kpi.target, kpi.direction, latest),
  };
}

/** The live KPIs matching `where`, in list order (enterprise, teams, roles; each list in its own order). */
export async function loadKpiViews(db: PrismaClient, organisationId: string, where: Prisma.KpiWhereInput): Promise<Kpi[]> {
  const kpis = await db.kpi.findMany({
    where: { AND: [where, { organisationId, deletedAt: null }] },
    orderBy: [{ level: "asc" }, { ownerId: "asc" }, { position: "asc" }, { createdAt: "asc" }],
    include: { readings: { orderBy: READING_ORDER, take: KPI_TREND_LENGTH } },
  });
  const ids = (level: string) => [...new Set(kpis.filter((kpi) => kpi.level === level && kpi.ownerId !== null).map((kpi) => kpi.ownerId as string))];
  const [organisation, guilds, roles] = await Promise.all([
    db.organisation.findUniqueOrThrow({ where: { id: organisationId }, select: { name: true } }),
    db.guild.findMany({ where: { organisationId, id: { in: ids("team") } }, select: { id: true, name: true } }),
    db.jobRole.findMany({ where: { organisationId, id: { in: ids("role") } }, select: { id: true, name: true } }),
  ]);
  const owners: Owners = {
    enterprise: organisation.name,
    teams: new Map(guilds.map((guild) => [guild.id, guild.name])),
    roles: new Map(roles.map((role) => [role.id, role.name])),
  };
  return kpis.map((kpi) => kpiView(kpi, kpi.readings, owners));
}

/** The board's order (GET /v1/kpis and so the console): off-track KPIs first, each group in list order. */
export function offTrackFirst(kpis: readonly Kpi[]): Kpi[] {
  return [...kpis.filter((kpi) => kpi.offTrack), ...kpis.filter((kpi) => !kpi.offTrack)];
}

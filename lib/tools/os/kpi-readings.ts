// A KPI's readings: os.record_kpi_reading keeps one value per period (idempotent: the same call again changes
// nothing, another value replaces it), kpi.record_reading adds one to the log each call (unsafe), and
// kpi.list_readings reads them newest first. Whoever may see a KPI records its readings (kpi-access.ts).

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { findVisibleKpi, kpiReachOf } from "./kpi-access";
import { periodMeasuredAt } from "./kpi-period";
import { isOffTrack, latestOf, READING_ORDER, trendOf } from "./kpi-view";
import { KPI_TREND_LENGTH } from "@/lib/contracts/kpi-schemas";

type Recorded = { value: number; note?: string };

function recorder(context: ToolContext, actingUserId: string) {
  return { recordedByUserId: actingUserId, recordedByAgentId: context.agentId, runId: context.runId };
}

export async function recordPeriodReading(input: Recorded & { kpi: string; period: string }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const kpi = await findVisibleKpi(db, reach, input.kpi);
  const recordedAt = now();
  const measuredAt = periodMeasuredAt(input.period, recordedAt);
  const note = input.note ?? "";
  const key = { kpiId_period: { kpiId: kpi.id, period: input.period } };
  const existing = await db.kpiReading.findUnique({ where: key });
  const same = existing !== null && existing.value === input.value && existing.note === note;
  const written = {
    value: input.value,
    note,
    measuredAt,
    recordedAt,
    ...recorder(context, reach.actingUserId),
  };
  const reading = same
    ? existing
    : await db.kpiReading.upsert({ where: key, create: { organisationId: kpi.organisationId, kpiId: kpi.id, period: input.period, ...written }, update: written });
  const newestFirst = await db.kpiReading.findMany({ where: { kpiId: kpi.id }, orderBy: READING_ORDER, take: KPI_TREND_LENGTH });
  const latest = latestOf(newestFirst[0]);
  return jsonText({
    kpi: { id: kpi.id, name: kpi.name, unit: kpi.unit, target: kpi.target, direction: kpi.direction },
    reading: { id: reading.id, ...latestOf(reading) },
    replaced: existing !== null && !same,
    latest,
    trend: trendOf(newestFirst),
    offTrack: isOffTrack(kpi.target, kpi.direction, latest),
  });
}

export async function recordLogReading(input: Recorded & { kpi: string }, context: ToolContext, { db, now }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const kpi = await findVisibleKpi(db, reach, input.kpi);
  const at = now();
  const reading = await db.kpiReading.create({
    data: { organisationId: kpi.organisationId, kpiId: kpi.id, period: null, value: input.value, note: input.note ?? "", measuredAt: at, recordedAt: at, ...recorder(context, reach.actingUserId) },
  });
  return jsonText({ id: reading.id, kpi: kpi.id, value: reading.value, at: at.toISOString() });
}

export async function listReadings(input: { kpi: string; since?: string; limit: number }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const reach = await kpiReachOf(db, context);
  const kpi = await findVisibleKpi(db, reach, input.kpi);
  const readings = await db.kpiReading.findMany({
    where: { kpiId: kpi.id, ...(input.since === undefined ? {} : { measuredAt: { gte: new Date(input.since) } }) },
    orderBy: READING_ORDER,
    take: input.limit,
  });
  const [users, agents] = await Promise.all([
    db.user.findMany({ where: { organisationId: kpi.organisationId, id: { in: readings.flatMap((reading) => reading.recordedByUserId ?? []) } }, select: { id: true, name: true, email: true } }),
    db.agent.findMany({ where: { organisationId: kpi.organisationId, id: { in: readings.flatMap((reading) => reading.recordedByAgentId ?? []) } }, select: { id: true, name: true } }),
  ]);
  const userName = new Map(users.map((user) => [user.id, user.name || user.email]));
  const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));
  const items = readings.map((reading) => ({
    id: reading.id,
    ...latestOf(reading),
    recordedBy: {
      user: reading.recordedByUserId === null ? null : { id: reading.recordedByUserId, name: userName.get(reading.recordedByUserId) ?? "(removed)" },
      agent: reading.recordedByAgentId === null ? null : { id: reading.recordedByAgentId, name: agentName.get(reading.recordedByAgentId) ?? "(removed)" },
      runId: reading.runId,
    },
  }));
  return compactJsonList({ kpi: { id: kpi.id, name: kpi.name, unit: kpi.unit }, count: items.length }, "readings", items);
}

// How a schedule reads in a tool's answer: its timetable, when it next fires, and its last run.

import { nextFireAt } from "./cron-check";

export type StoredSchedule = {
  id: string;
  name: string;
  cron: string;
  timezone: string;
  input: string;
  enabled: boolean;
  lastRunId: string | null;
  lastFiredAt: Date | null;
  createdAt: Date;
};

function nextFire(schedule: StoredSchedule, now: Date): string | null {
  if (!schedule.enabled) return null;
  try {
    return nextFireAt(schedule.cron, schedule.timezone, now).toISOString();
  } catch {
    return null;
  }
}

export function scheduleSummary(schedule: StoredSchedule, now: Date) {
  return {
    id: schedule.id,
    name: schedule.name,
    cron: schedule.cron,
    timezone: schedule.timezone,
    enabled: schedule.enabled,
    nextFireAt: nextFire(schedule, now),
    lastRunId: schedule.lastRunId,
    lastFiredAt: schedule.lastFiredAt?.toISOString() ?? null,
  };
}

export function scheduleView(schedule: StoredSchedule, now: Date) {
  return { ...scheduleSummary(schedule, now), input: schedule.input, createdAt: schedule.createdAt.toISOString() };
}

// os.file_daily_brief: each call files another brief for the CEO (declared `unsafe`: a repeat files again).
// The day covered defaults to today in UTC — the product's clock, not the agent's or the CEO's time zone —
// and a given date must be a real calendar day written YYYY-MM-DD.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { requireActingUser } from "../require-acting-user";

type BriefInput = { summary: string; decisionsNeeded?: string[]; risks?: string[]; date?: string };

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as YYYY-MM-DD when it is one; null for `2026-02-30`, `5 Dec` and the like. */
export function calendarDay(text: string): string | null {
  const parts = CALENDAR_DAY.exec(text);
  if (parts === null) return null;
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return day.toISOString().slice(0, 10) === text ? text : null;
}

export async function fileDailyBrief(input: BriefInput, call: ToolContext, { db, now }: ToolServices): Promise<string> {
  requireActingUser(call, "files briefs for");
  const date = input.date === undefined ? now().toISOString().slice(0, 10) : calendarDay(input.date);
  if (date === null) {
    throw new ToolError("invalid_input", `date ${JSON.stringify(input.date)} is not a calendar day: write it as YYYY-MM-DD (e.g. 2026-12-05), or leave it out for today (UTC)`);
  }
  const brief = await db.brief.create({
    data: {
      organisationId: call.organisationId,
      agentId: call.agentId,
      runId: call.runId,
      date,
      summary: input.summary,
      decisionsNeeded: input.decisionsNeeded ?? [],
      risks: input.risks ?? [],
      createdAt: now(),
    },
  });
  return jsonText({ id: brief.id, date: brief.date, filedAt: brief.createdAt.toISOString() });
}

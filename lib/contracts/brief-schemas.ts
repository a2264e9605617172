import { z } from "zod";

// CONTRACT.md, "The enterprise behind the OS tools": daily briefs (os.file_daily_brief) are the CEO's to read in
// the portal; `GET /v1/briefs` lists them newest first.

export const BriefViewSchema = z.strictObject({
  id: z.string(),
  date: z.string().describe("The day the brief covers, YYYY-MM-DD."),
  summary: z.string(),
  decisionsNeeded: z.array(z.string()),
  risks: z.array(z.string()),
  filedAt: z.iso.datetime(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable().describe("The agent whose run filed it."),
  runId: z.string().nullable(),
});
export type BriefView = z.infer<typeof BriefViewSchema>;

export const BriefListSchema = z.strictObject({ briefs: z.array(BriefViewSchema) });
export type BriefList = z.infer<typeof BriefListSchema>;

/**
 * CONTRACT.md: daily briefs are the CEO's to read; admins read them too (they curate the agents that file them).
 * Editors run agents but do not read the CEO's brief: the API refuses them and the console hides the page.
 */
export const BRIEF_READER_ROLES = ["ceo", "admin"] as const;

export function mayReadBriefs(roles: readonly string[]): boolean {
  return BRIEF_READER_ROLES.some((role) => roles.includes(role));
}

import { z } from "zod";

// GET /v1/agents/:id/automation (docs/internal-api.md): the agent's scripts and schedules, read-only, for
// the agent page. A script's source and a schedule's input stay with the tools that read them.

export const AgentScriptSummarySchema = z.strictObject({ name: z.string(), description: z.string(), tool: z.string().nullable(), savedAt: z.iso.datetime() });
export type AgentScriptSummary = z.infer<typeof AgentScriptSummarySchema>;

export const AgentScheduleSummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  cron: z.string(),
  timezone: z.string(),
  enabled: z.boolean(),
  nextFireAt: z.iso.datetime().nullable(),
  lastRunId: z.string().nullable(),
  lastFiredAt: z.iso.datetime().nullable(),
});
export type AgentScheduleSummary = z.infer<typeof AgentScheduleSummarySchema>;

export const AgentAutomationSchema = z.strictObject({ scripts: z.array(AgentScriptSummarySchema), schedules: z.array(AgentScheduleSummarySchema) });
export type AgentAutomation = z.infer<typeof AgentAutomationSchema>;

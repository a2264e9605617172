// GET /v1/agents/:id/automation (docs/internal-api.md): the agent's scripts and schedules, read-only, for
// the agent page. A script's source and a schedule's input stay with the tools that read them.

export type AgentScriptSummary = { name: string; description: string; tool: string | null; savedAt: string };

export type AgentScheduleSummary = {
  id: string;
  name: string;
  cron: string;
  timezone: string;
  enabled: boolean;
  nextFireAt: string | null;
  lastRunId: string | null;
  lastFiredAt: string | null;
};

export type AgentAutomation = { scripts: AgentScriptSummary[]; schedules: AgentScheduleSummary[] };

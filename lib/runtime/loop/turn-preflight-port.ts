// The port of a turn's preflight (see preflight-turn.ts): the server checks a fresh turn's admitted calls
// against the world and names the ones to answer before anything of the turn runs.

export type PreflightCall = { index: number; tool: string; arguments: Record<string, unknown> };

export type PreflightAnswer = { outcome: "tool_error" | "not_run"; code: string; text: string };

export type TurnPreflight = (
  scope: { organisationId: string; agentId: string; conversationId: string; runId: string },
  calls: readonly PreflightCall[],
) => Promise<ReadonlyMap<number, PreflightAnswer>>;

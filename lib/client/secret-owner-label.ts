import type { AgentDetail, SecretSummary } from "./api-types";

/** Who a secret belongs to, in words: its agent by name (or id when unknown), else the whole organisation. */
export function secretOwnerLabel(secret: SecretSummary, agents: readonly AgentDetail[]): string {
  if (secret.agentId === null) return "organisation-wide";
  return agents.find((agent) => agent.id === secret.agentId)?.name ?? secret.agentId;
}

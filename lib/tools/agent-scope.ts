// The rows a binding tool reads and writes belong to the calling agent of the calling organisation; every
// query carries both, so another agent's row is as absent as one that never existed.

import type { ToolContext } from "@/lib/runtime/ports";

export type AgentScope = { organisationId: string; agentId: string };

export function agentScopeOf(context: ToolContext): AgentScope {
  return { organisationId: context.organisationId, agentId: context.agentId };
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { AgentAutomation } from "@/lib/contracts/agent-automation";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/agents/:id/automation: the agent's scripts and schedules. */
export function useAgentAutomation(agentId: string) {
  return useQuery({
    queryKey: queryKeys.agentAutomation(agentId),
    queryFn: () => fetchJson<AgentAutomation>(apiPaths.agentAutomation(agentId)),
  });
}

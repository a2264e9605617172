"use client";
import { useQuery } from "@tanstack/react-query";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export type RunKind = AgentOfferPreview["kind"];

/** GET /v1/agents/:id/offer: what a run of the agent would be offered, and why the rest is not. */
export function useAgentOffer(agentId: string, kind: RunKind, taskId: string | null) {
  const search = new URLSearchParams({ kind, ...(taskId ? { taskId } : {}) });
  return useQuery({
    queryKey: queryKeys.agentOffer(agentId, kind, taskId),
    queryFn: () => fetchJson<AgentOfferPreview>(apiPaths.agentOffer(agentId, search)),
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { AgentDetail } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/agents, every field of each agent (flags, bindings as they resolve, previews). */
export function useAgentDetails() {
  return useQuery({
    // The playground's agent list reads the same answer: one cache entry, refreshed together.
    queryKey: queryKeys.agents(),
    queryFn: async () => (await fetchJson<{ agents: AgentDetail[] }>(apiPaths.agents())).agents,
  });
}

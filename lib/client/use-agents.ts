"use client";
import { useQuery } from "@tanstack/react-query";
import type { Agent } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

export function useAgents() {
  return useQuery({
    queryKey: queryKeys.agents(),
    queryFn: async () => (await fetchJson<{ agents: Agent[] }>("/v1/agents")).agents,
  });
}

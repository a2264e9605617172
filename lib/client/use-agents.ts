"use client";
import { useQuery } from "@tanstack/react-query";
import type { Agent } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export function useAgents() {
  return useQuery({
    queryKey: queryKeys.agents(),
    queryFn: async () => (await fetchJson<{ agents: Agent[] }>(apiPaths.agents())).agents,
  });
}

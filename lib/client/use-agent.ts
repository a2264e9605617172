"use client";
import { useQuery } from "@tanstack/react-query";
import type { AgentDetail } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/agents/:id. */
export function useAgent(id: string) {
  return useQuery({
    queryKey: queryKeys.agent(id),
    queryFn: () => fetchJson<AgentDetail>(apiPaths.agent(id)),
  });
}

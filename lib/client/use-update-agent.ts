"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentDetail, UpdateAgentBody } from "./api-types";
import { queryKeys } from "./query-keys";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** PATCH /v1/agents/:id: only the fields sent change; flags and bindings merge into the agent's own. */
export function useUpdateAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgentBody) => fetchJson<AgentDetail>(apiPaths.agent(id), { method: "PATCH", body }),
    onSuccess: (agent) => {
      queryClient.setQueryData(queryKeys.agent(id), agent);
      return queryClient.invalidateQueries({ queryKey: queryKeys.agents() });
    },
  });
}

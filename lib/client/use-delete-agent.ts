"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** DELETE /v1/agents/:id → 204: the agent is hidden and starts nothing new; its runs stay readable. */
export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => fetchJson<void>(apiPaths.agent(agentId), { method: "DELETE" }),
    onSuccess: (_answer, agentId) => {
      queryClient.removeQueries({ queryKey: queryKeys.agent(agentId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.agents() });
    },
  });
}

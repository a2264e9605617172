"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentDetail, CreateAgentBody } from "./api-types";
import { queryKeys } from "./query-keys";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** POST /v1/agents → 201 Agent; a refusal keeps its field-by-field details (ApiRefusal). */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) => fetchJson<AgentDetail>(apiPaths.agents(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents() }),
  });
}

"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** PUT /v1/gates/:id/reply: the CEO settles an escalation's reply before approving; the gate card then shows it. */
export function useEditEscalationReply(gateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) => fetchJson<{ reply: string }>(apiPaths.gateReply(gateId), { method: "PUT", body: { reply } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allGates() }),
  });
}

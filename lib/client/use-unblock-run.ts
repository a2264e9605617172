"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UnblockedRunView } from "@/lib/contracts/unblock-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

export type UnblockRequest = { action: "retry" | "clear"; note: string };

/** POST /v1/runs/:id/retry or /clear from the CEO's Gates page; the blockers and the run are read again after. */
export function useUnblockRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: UnblockRequest) => fetchJson<UnblockedRunView>(action === "retry" ? apiPaths.runRetry(id) : apiPaths.runClear(id), { method: "POST", body: note.trim() === "" && action === "retry" ? {} : { note } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.allBlockers() }), queryClient.invalidateQueries({ queryKey: queryKeys.run(id) })]);
    },
  });
}

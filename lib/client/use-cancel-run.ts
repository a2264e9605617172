"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

export function useCancelRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<unknown>(`/v1/runs/${encodeURIComponent(id)}/cancel`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.run(id) }),
  });
}

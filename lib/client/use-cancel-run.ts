"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export function useCancelRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<unknown>(apiPaths.runCancel(id), { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.run(id) }),
  });
}

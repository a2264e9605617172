"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** DELETE /v1/secrets/:id → 204. */
export function useDeleteSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(apiPaths.secret(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.secrets() }),
  });
}

"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** DELETE /v1/connectors/:id → 204; its logins go with it, and so do the agents' switches for it. */
export function useDeleteConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(apiPaths.connector(id), { method: "DELETE" }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.connectors() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agents() });
    },
  });
}

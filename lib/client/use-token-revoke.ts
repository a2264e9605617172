"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** DELETE /v1/tokens/:id → 204: the token stops working at once. */
export function useTokenRevoke() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => fetchJson<void>(apiPaths.token(tokenId), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tokens() }),
  });
}

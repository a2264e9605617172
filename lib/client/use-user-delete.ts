"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** DELETE /v1/users/:id → 204: signed out everywhere, their tokens revoked with them. */
export function useUserDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => fetchJson<void>(apiPaths.user(userId), { method: "DELETE" }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users() }), queryClient.invalidateQueries({ queryKey: queryKeys.tokens() })]),
  });
}

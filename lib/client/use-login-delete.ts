"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { refreshAfterLoginChange } from "./use-login-cache";
import { apiPaths } from "./api-paths";

/** DELETE /v1/logins/:id → 204; the agents it served fall back to the next login (guild's, organisation's). */
export function useDeleteLogin(login: Pick<Login, "id" | "connectorId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson<void>(apiPaths.login(login.id), { method: "DELETE" }),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.login(login.id) }),
    onSettled: () => refreshAfterLoginChange(queryClient, login.connectorId),
  });
}

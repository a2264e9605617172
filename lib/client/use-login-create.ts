"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateLoginBody, Login } from "./api-types";
import { fetchJson } from "./fetch-json";
import { refreshAfterLoginChange } from "./use-login-cache";
import { apiPaths } from "./api-paths";

/**
 * POST /v1/connectors/:id/logins → 201 Login. CONTRACT.md: one needing no authorization connects and lists at
 * once; one needing OAuth is `pending` with an `authorizationUrl` until a person signs it in.
 */
export function useCreateLogin(connectorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLoginBody) => fetchJson<Login>(apiPaths.connectorLogins(connectorId), { method: "POST", body }),
    onSuccess: (login) => refreshAfterLoginChange(queryClient, connectorId, login),
  });
}

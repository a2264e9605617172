"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login } from "./api-types";
import { fetchJson } from "./fetch-json";
import { refreshAfterLoginChange } from "./use-login-cache";
import { apiPaths } from "./api-paths";

/** CONTRACT.md: POST /v1/logins/:id/list lists now; …/disconnect → disconnected; …/reconnect. Each answers the Login. */
export type LoginAction = "list" | "disconnect" | "reconnect";

export function useLoginAction(login: Pick<Login, "id" | "connectorId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LoginAction) => fetchJson<Login>(apiPaths.loginAction(login.id, action), { method: "POST" }),
    // A failed listing may still have recorded its error on the login: show the login as it now is.
    onSettled: (updated) => refreshAfterLoginChange(queryClient, login.connectorId, updated),
  });
}

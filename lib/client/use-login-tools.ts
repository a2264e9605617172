"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login, LoginToolsPatch } from "./api-types";
import { fetchJson } from "./fetch-json";
import { refreshAfterLoginChange } from "./use-login-cache";
import { apiPaths } from "./api-paths";

/** PATCH /v1/logins/:id/tools `{ "<tool name>": false }` turns a tool off (true: on); an object also overrides access and retry. */
export function useUpdateLoginTools(login: Pick<Login, "id" | "connectorId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: LoginToolsPatch) => fetchJson<Login>(apiPaths.loginTools(login.id), { method: "PATCH", body: patch }),
    onSuccess: (updated) => refreshAfterLoginChange(queryClient, login.connectorId, updated),
  });
}

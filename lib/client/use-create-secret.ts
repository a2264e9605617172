"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateSecretBody } from "./api-types";
import { queryKeys } from "./query-keys";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** POST /v1/secrets → 201 `{id, name}`: the value goes in and never comes back. */
export function useCreateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSecretBody) => fetchJson<{ id: string; name: string }>(apiPaths.secrets(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.secrets() }),
  });
}

"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SecretRequestView } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export type SecretRequestResolution = { requestId: string } & ({ action: "fulfil"; value: string } | { action: "dismiss" });

/**
 * POST /v1/secret-requests/:id/fulfil `{value}` or /dismiss → the request, never the value. Fulfilling
 * creates a secret, so the secrets list is refreshed too.
 */
export function useResolveSecretRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: SecretRequestResolution) => {
      const path = apiPaths.secretRequestResolution(resolution.requestId, resolution.action);
      const body = resolution.action === "fulfil" ? { value: resolution.value } : undefined;
      return fetchJson<SecretRequestView>(path, { method: "POST", body });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.allSecretRequests() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.secrets() });
    },
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { SecretSummary } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/secrets: names and owners only; no endpoint ever answers a value. */
export function useSecrets() {
  return useQuery({
    queryKey: queryKeys.secrets(),
    queryFn: async () => (await fetchJson<{ secrets: SecretSummary[] }>(apiPaths.secrets())).secrets,
  });
}

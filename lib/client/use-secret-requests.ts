"use client";
import { useQuery } from "@tanstack/react-query";
import type { SecretRequestStatus, SecretRequestView } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/secret-requests?status=: what agents asked for with secret_request; never a value. */
export function useSecretRequests(status: SecretRequestStatus) {
  return useQuery({
    queryKey: queryKeys.secretRequests(status),
    queryFn: async () => (await fetchJson<{ secretRequests: SecretRequestView[] }>(apiPaths.secretRequests(status))).secretRequests,
  });
}

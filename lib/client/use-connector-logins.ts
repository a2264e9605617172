"use client";
import { useQuery } from "@tanstack/react-query";
import type { Login } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/connectors/:id/logins: where the connector is signed in, each login with its status and tools. */
export function useConnectorLogins(connectorId: string) {
  return useQuery({
    queryKey: queryKeys.connectorLogins(connectorId),
    queryFn: async () => (await fetchJson<{ logins: Login[] }>(apiPaths.connectorLogins(connectorId))).logins,
  });
}

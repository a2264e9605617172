"use client";
import { useQuery } from "@tanstack/react-query";
import type { Connector } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/connectors: the organisation's connectors; their transports name secrets, never value them. */
export function useConnectors() {
  return useQuery({
    queryKey: queryKeys.connectors(),
    queryFn: async () => (await fetchJson<{ connectors: Connector[] }>(apiPaths.connectors())).connectors,
  });
}

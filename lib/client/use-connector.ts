"use client";
import { useQuery } from "@tanstack/react-query";
import type { Connector } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/connectors/:id: one connector with its logins. */
export function useConnector(id: string) {
  return useQuery({
    queryKey: queryKeys.connector(id),
    queryFn: () => fetchJson<Connector>(`/v1/connectors/${encodeURIComponent(id)}`),
  });
}

"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Connector, CreateConnectorBody } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** POST /v1/connectors → 201 Connector; a 422 names each bad field in `details`. */
export function useCreateConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConnectorBody) => fetchJson<Connector>(apiPaths.connectors(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connectors() }),
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { RunGrounding } from "@/lib/contracts/run-grounding";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/runs/:id/grounding (issue 22), read when the Grounding tab opens; `version` refetches as the run moves. */
export function useRunGrounding(id: string, enabled: boolean, version: string) {
  return useQuery({
    queryKey: [...queryKeys.runGrounding(id), version],
    queryFn: () => fetchJson<RunGrounding>(apiPaths.runGrounding(id)),
    enabled,
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { Blocker } from "@/lib/contracts/unblock-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/blockers (escalated=true: the runs before the CEO), polled like the gates beside them. */
export function useBlockers(escalated: boolean, pollMs: number) {
  return useQuery({
    queryKey: queryKeys.blockers(escalated),
    queryFn: async () => (await fetchJson<{ total: number; blockers: Blocker[] }>(apiPaths.blockers(escalated ? "escalated=true" : ""))).blockers,
    refetchInterval: pollMs,
  });
}

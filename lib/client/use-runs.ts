"use client";
import { useQuery } from "@tanstack/react-query";
import type { RunStatus, RunSummary } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

const RUNS_PAGE_SIZE = 100;
const RUNS_REFRESH_MS = 5_000;

/** GET /v1/runs, newest first; refreshed every few seconds so live runs move on their own. */
export function useRuns(status: RunStatus | null) {
  return useQuery({
    queryKey: queryKeys.runs(status),
    queryFn: async () => {
      const search = new URLSearchParams({ limit: String(RUNS_PAGE_SIZE) });
      if (status) search.set("status", status);
      return (await fetchJson<{ runs: RunSummary[] }>(`/v1/runs?${search}`)).runs;
    },
    refetchInterval: RUNS_REFRESH_MS,
  });
}

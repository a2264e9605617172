"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RunList } from "@/lib/contracts/run-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

const RUNS_REFRESH_MS = 5_000;

/**
 * GET /v1/runs with the list's query (filters, `before`, `limit`: components/runs/run-list-params.ts).
 * The newest page refreshes every few seconds so live runs move on their own; an older page stays put.
 */
export function useRuns(query: URLSearchParams, options: { refresh?: boolean } = {}) {
  const text = query.toString();
  // A list read once (a picker of runs to compare) is not refreshed.
  const isNewest = !query.has("before") && options.refresh !== false;
  return useQuery({
    queryKey: [...queryKeys.allRuns(), text] as const,
    queryFn: () => fetchJson<RunList>(apiPaths.runList(text)),
    placeholderData: keepPreviousData,
    refetchInterval: isNewest ? RUNS_REFRESH_MS : false,
  });
}

"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { StoredResultWindow } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export const STORED_RESULT_WINDOW_CHARS = 20_000;

/** GET /v1/results/:ref in windows: the first on open, each next one on "load more". */
export function useStoredResult(ref: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.result(ref ?? ""),
    queryFn: ({ pageParam }) =>
      fetchJson<StoredResultWindow>(
        apiPaths.result(ref ?? "", pageParam, STORED_RESULT_WINDOW_CHARS),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: ref !== null && ref !== "",
    staleTime: Infinity,
    retry: false,
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { PlaygroundExample } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export function usePlaygroundExamples() {
  return useQuery({
    queryKey: queryKeys.examples(),
    queryFn: async () => (await fetchJson<{ examples: PlaygroundExample[] }>(apiPaths.playgroundExamples())).examples,
    staleTime: 5 * 60_000,
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { RunEventView } from "@/lib/contracts/unblock-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/runs/:id/events: retried, routed, cleared, escalated — shown on the run's page with who and the note. */
export function useRunEvents(id: string, pollMs: number) {
  return useQuery({
    queryKey: queryKeys.runEvents(id),
    queryFn: async () => (await fetchJson<{ events: RunEventView[] }>(apiPaths.runEvents(id))).events,
    refetchInterval: pollMs,
  });
}

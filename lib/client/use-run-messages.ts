"use client";
import { useQuery } from "@tanstack/react-query";
import type { RunMessages } from "@/lib/contracts/run-messages";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/**
 * GET /v1/runs/:id/messages?turn=N: the messages the model was sent at a turn (issue 12, item 9). A past
 * turn's messages never change; `turns` (how many the run has so far) refetches the latest as it grows.
 */
export function useRunMessages(runId: string, turn: number | null, turns: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.runMessages(runId, turn), turns] as const,
    queryFn: () => fetchJson<RunMessages>(apiPaths.runMessages(runId, turn)),
    enabled,
    staleTime: turn === null ? 0 : Number.POSITIVE_INFINITY,
  });
}

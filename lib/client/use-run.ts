"use client";
import { useQuery } from "@tanstack/react-query";
import type { OfferedTool, Run } from "./api-types";
import { ApiError, fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { isRunLive } from "./run-status";
import { apiPaths } from "./api-paths";

const LIVE_RUN_POLL_MS = 1_000;

/** GET /v1/runs/:id, polled every second while the run can still change, and not once it has ended. */
export function useRun(id: string | null) {
  return useQuery({
    queryKey: queryKeys.run(id ?? ""),
    queryFn: () => fetchJson<Run>(apiPaths.run(id ?? "")),
    enabled: id !== null && id !== "",
    refetchInterval: (query) => {
      const run = query.state.data;
      // A refusal (no such run, no access) will not change; a lost connection may come back.
      if (query.state.error instanceof ApiError && query.state.error.status < 500) return false;
      return run === undefined || isRunLive(run.status) ? LIVE_RUN_POLL_MS : false;
    },
  });
}

/** GET /v1/runs/:id/offer: the tools exactly as the model saw them at the latest turn. */
export function useRunOffer(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.runOffer(id),
    queryFn: async () => (await fetchJson<{ tools: OfferedTool[] }>(apiPaths.runOffer(id))).tools,
    enabled,
  });
}

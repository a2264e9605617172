"use client";
import { useQuery } from "@tanstack/react-query";
import type { Overview } from "@/lib/contracts/overview-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { overviewRangeStart, type OverviewRange } from "./use-overview-ranges";
import { apiPaths } from "./api-paths";

const REFRESH_MS = 30_000;

/** The reader's time zone, so a day's bar is the reader's day. */
function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** GET /v1/overview for the range up to now, the organisation's or one agent's; refreshed twice a minute. */
export function useOverview(range: OverviewRange, agentId: string | null) {
  return useQuery({
    queryKey: queryKeys.overview(range.id, agentId),
    queryFn: () => {
      const to = new Date();
      const search = new URLSearchParams({
        from: overviewRangeStart(range, to).toISOString(),
        to: to.toISOString(),
        bucket: range.bucket,
        timeZone: readerTimeZone(),
      });
      if (agentId) search.set("agentId", agentId);
      return fetchJson<Overview>(apiPaths.overview(search));
    },
    refetchInterval: REFRESH_MS,
  });
}

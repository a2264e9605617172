"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEventList } from "@/lib/contracts/audit-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/audit-events, a page at a time (newest first), optionally of one action. */
export function useAuditEvents(action: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.auditEvents(action),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams();
      if (pageParam) search.set("before", pageParam);
      if (action) search.set("action", action);
      return fetchJson<AuditEventList>(apiPaths.auditEvents(search.toString()));
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

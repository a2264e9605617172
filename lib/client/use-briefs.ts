"use client";
import { useQuery } from "@tanstack/react-query";
import type { BriefList } from "@/lib/contracts/brief-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/briefs: the daily briefs agents filed, newest first. */
export function useBriefs() {
  return useQuery({ queryKey: queryKeys.briefs(), queryFn: async () => (await fetchJson<BriefList>(apiPaths.briefs())).briefs });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { KpiBoard } from "@/lib/contracts/kpi-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/kpis: the KPI board, off-track KPIs first; polled so readings a run records show up on their own. */
export function useKpiBoard(pollMs = 10_000) {
  return useQuery({
    queryKey: queryKeys.kpiBoard(),
    queryFn: async () => (await fetchJson<KpiBoard>(apiPaths.kpis())).kpis,
    refetchInterval: pollMs,
  });
}

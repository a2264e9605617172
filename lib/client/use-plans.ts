"use client";
import { useQuery } from "@tanstack/react-query";
import type { Plan, PlanList } from "@/lib/contracts/plan-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/plans: each plan at its latest version, most recently written first. */
export function usePlans() {
  return useQuery({ queryKey: queryKeys.plans(), queryFn: async () => (await fetchJson<PlanList>(apiPaths.plans())).plans });
}

/** GET /v1/plans/:name: one plan with every version, newest first. */
export function usePlan(name: string) {
  return useQuery({ queryKey: queryKeys.plan(name), queryFn: () => fetchJson<Plan>(apiPaths.plan(name)) });
}

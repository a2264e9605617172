"use client";
import { useQuery } from "@tanstack/react-query";
import type { Gate } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/gates?status=…, polled (every 3 s in the portal) so a new gate shows up on its own. */
export function useGates(status: "open" | "decided", pollMs: number) {
  return useQuery({
    queryKey: queryKeys.gates(status),
    queryFn: async () => (await fetchJson<{ gates: Gate[] }>(apiPaths.gates(status))).gates,
    refetchInterval: pollMs,
  });
}

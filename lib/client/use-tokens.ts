"use client";
import { useQuery } from "@tanstack/react-query";
import type { ApiTokenView } from "@/lib/contracts/token-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/tokens: one's own tokens; an admin's answer holds the organisation's. Never a token's value. */
export function useTokens() {
  return useQuery({ queryKey: queryKeys.tokens(), queryFn: async () => (await fetchJson<{ tokens: ApiTokenView[] }>(apiPaths.tokens())).tokens });
}

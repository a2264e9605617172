"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedToken, CreateTokenBody } from "@/lib/contracts/token-schemas";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** POST /v1/tokens → 201 {token, value}: a token of one's own; the value is in this answer only. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => fetchJson<CreatedToken>(apiPaths.tokens(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tokens() }),
  });
}

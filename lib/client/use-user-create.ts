"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedUser, CreateUserBody } from "@/lib/contracts/user-bodies";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** POST /v1/users → 201; without a password the answer carries a generated one, shown this once. */
export function useUserCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => fetchJson<CreatedUser>(apiPaths.users(), { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}

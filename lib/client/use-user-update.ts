"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@/lib/contracts/role";
import type { User } from "@/lib/contracts/user-bodies";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** PATCH /v1/users/:id {roles}: refused (409) when it would leave the organisation without an admin. */
export function useUserUpdate(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: Role[]) => fetchJson<User>(apiPaths.user(userId), { method: "PATCH", body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
  });
}

"use client";
import { useQuery } from "@tanstack/react-query";
import type { User } from "@/lib/contracts/user-bodies";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/users (admins): the organisation's people and their roles. */
export function useUsers() {
  return useQuery({ queryKey: queryKeys.users(), queryFn: async () => (await fetchJson<{ users: User[] }>(apiPaths.users())).users });
}

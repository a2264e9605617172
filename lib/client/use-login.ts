"use client";
import { useQuery } from "@tanstack/react-query";
import type { Login } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/logins/:id. `enabled: false` waits (the OAuth outcome notice asks only when the URL names a login). */
export function useLogin(id: string | null) {
  return useQuery({
    queryKey: queryKeys.login(id ?? ""),
    queryFn: () => fetchJson<Login>(apiPaths.login(id ?? "")),
    enabled: id !== null && id !== "",
  });
}

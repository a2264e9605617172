"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EnterpriseProfile, UpdateEnterpriseBody } from "@/lib/contracts/enterprise-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/enterprise: the profile every member reads (CONTRACT.md, The enterprise). */
export function useEnterpriseProfile() {
  return useQuery({ queryKey: queryKeys.enterprise(), queryFn: () => fetchJson<EnterpriseProfile>(apiPaths.enterprise()) });
}

/** PUT /v1/enterprise: the whole profile, by an admin or the CEO. */
export function useUpdateEnterpriseProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateEnterpriseBody) => fetchJson<EnterpriseProfile>(apiPaths.enterprise(), { method: "PUT", body: profile }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.enterprise(), saved),
  });
}

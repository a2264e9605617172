"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateJobRoleBody, JobRole, JobRoleList } from "@/lib/contracts/enterprise-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/roles: the organisation's job roles (not the access roles). */
export function useJobRoles() {
  return useQuery({ queryKey: queryKeys.jobRoles(), queryFn: async () => (await fetchJson<JobRoleList>(apiPaths.jobRoles())).roles });
}

/** POST /v1/roles (admins); a repeated name is refused 409. */
export function useCreateJobRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: CreateJobRoleBody) => fetchJson<JobRole>(apiPaths.jobRoles(), { method: "POST", body: role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobRoles() }),
  });
}

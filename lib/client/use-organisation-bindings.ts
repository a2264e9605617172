"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrganisationBindings, UpdateOrganisationBindingsBody } from "@/lib/contracts/organisation-bindings";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/organisation/bindings: the defaults agents without their own setting follow. */
export function useOrganisationBindings() {
  return useQuery({ queryKey: queryKeys.organisationBindings(), queryFn: () => fetchJson<OrganisationBindings>(apiPaths.organisationBindings()) });
}

/** PATCH /v1/organisation/bindings; every agent's resolved bindings and offers may change with it. */
export function useUpdateOrganisationBindings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganisationBindingsBody) => fetchJson<OrganisationBindings>(apiPaths.organisationBindings(), { method: "PATCH", body }),
    onSuccess: (bindings) => {
      queryClient.setQueryData(queryKeys.organisationBindings(), bindings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.agents() });
    },
  });
}

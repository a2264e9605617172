"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Member, MemberList } from "@/lib/contracts/enterprise-schemas";
import { apiPaths } from "./api-paths";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";

/** GET /v1/members: the people and agents, with address, job roles and teams. */
export function useMembers() {
  return useQuery({ queryKey: queryKeys.members(), queryFn: async () => (await fetchJson<MemberList>(apiPaths.members())).members });
}

export type MembershipChange = { jobRoles: string[]; teams: string[] };

/**
 * An admin sets a member's job roles and teams: a person's with PATCH /v1/users/:id {jobRoles, teams}; an
 * agent's job roles with PATCH /v1/agents/:id {roles} — its team is its guild, set on the agent's page.
 */
export function useUpdateMembership(member: Pick<Member, "id" | "kind">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MembershipChange) =>
      member.kind === "person"
        ? fetchJson(apiPaths.user(member.id), { method: "PATCH", body: { jobRoles: change.jobRoles, teams: change.teams } })
        : fetchJson(apiPaths.agent(member.id), { method: "PATCH", body: { roles: change.jobRoles } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.members() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agent(member.id) });
    },
  });
}

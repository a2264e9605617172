import "server-only";
import type { Member } from "@/lib/contracts/enterprise-schemas";
import { agentAddress } from "@/lib/contracts/member-address";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { live } from "@/lib/server/database/soft-delete";

// CONTRACT.md, The enterprise: members are the people (users) and the agents, each with an address, job roles
// and teams. One reading for GET /v1/members and os.directory. Deleted people and agents are no members;
// an id left behind by nothing (a role or team that is gone) is dropped by the reader that names them.

/** The organisation's members, people first, each by name (a person without one by address). */
export async function listMembers(database: Pick<PrismaClient, "user" | "agent">, organisationId: string, mailDomain: string): Promise<Member[]> {
  const [people, agents] = await Promise.all([
    database.user.findMany({ where: live({ organisationId }), select: { id: true, name: true, email: true, jobRoleIds: true, teamIds: true }, orderBy: { email: "asc" } }),
    database.agent.findMany({ where: live({ organisationId }), select: { id: true, name: true, jobRoleIds: true, guildId: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  ]);
  return [
    ...people.map((person): Member => ({
      id: person.id,
      kind: "person",
      name: person.name.trim() === "" ? person.email : person.name,
      address: person.email,
      roles: [...person.jobRoleIds],
      teams: [...person.teamIds],
    })),
    ...agents.map((agent): Member => ({
      id: agent.id,
      kind: "agent",
      name: agent.name,
      address: agentAddress(agent.name, mailDomain),
      roles: [...agent.jobRoleIds],
      // An agent's team is its guild (CONTRACT.md: one concept, two words).
      teams: agent.guildId === null ? [] : [agent.guildId],
    })),
  ];
}

import "server-only";
import type { Blocker } from "@/lib/contracts/unblock-schemas";
import type { Database } from "@/lib/server/db";
import { live } from "@/lib/server/database/soft-delete";
import { blockerRuns, listBlockers } from "./list-blockers";

// os.inspect_enterprise (issue 18, item 2): where the enterprise stands now — its teams, roles and members,
// the runs queued, running, waiting and failed, the open gates and the blockers — counted, by team, with the
// items that need attention (the oldest blockers, list-blockers.ts). A run's team is its agent's team.

const COUNTED = ["queued", "running", "waiting", "failed"] as const;
type RunCounts = Record<(typeof COUNTED)[number], number>;

export type TeamState = { team: { id: string; name: string } | null; agents: number; runs: RunCounts; openGates: number; blockers: number };

export type EnterpriseState = {
  teams: number;
  roles: number;
  members: { people: number; agents: number };
  runs: RunCounts;
  openGates: number;
  blockers: number;
  byTeam: TeamState[];
  needsAttention: Blocker[];
};

export type InspectOutcome = { kind: "state"; state: EnterpriseState } | { kind: "team_not_found" };

const ATTENTION = 10;

async function runCounts(database: Database, organisationId: string, guildId: string | null | undefined): Promise<RunCounts> {
  const agent = guildId === undefined ? {} : { agent: { guildId } };
  const groups = await database.run.groupBy({ by: ["status"], where: { organisationId, status: { in: [...COUNTED] }, ...agent }, _count: { _all: true } });
  const counts: RunCounts = { queued: 0, running: 0, waiting: 0, failed: 0 };
  for (const group of groups) counts[group.status as keyof RunCounts] = group._count._all;
  return counts;
}

async function teamState(database: Database, organisationId: string, team: { id: string; name: string } | null): Promise<TeamState> {
  const guildId = team?.id ?? null;
  const [agents, runs, openGates, blockers] = await Promise.all([
    database.agent.count({ where: live({ organisationId, guildId }) }),
    runCounts(database, organisationId, guildId),
    database.gate.count({ where: { organisationId, status: "open", run: { agent: { guildId } } } }),
    blockerRuns(database, organisationId, {}).then((where) => database.run.count({ where: { AND: [where, { agent: { guildId } }] } })),
  ]);
  return { team, agents, runs, openGates, blockers };
}

/** The whole enterprise, or with `teamId` only that team's part; a team of another organisation is no team. */
export async function inspectEnterprise(database: Database, organisationId: string, teamId?: string): Promise<InspectOutcome> {
  const guilds = await database.guild.findMany({ where: { organisationId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
  const only = teamId === undefined ? null : guilds.find((guild) => guild.id === teamId);
  if (only === undefined) return { kind: "team_not_found" };
  const scope = only === null ? undefined : only.id;
  const [people, agents, roles, runs, openGates, attention] = await Promise.all([
    database.user.count({ where: live({ organisationId, ...(scope === undefined ? {} : { teamIds: { has: scope } }) }) }),
    database.agent.count({ where: live({ organisationId, ...(scope === undefined ? {} : { guildId: scope }) }) }),
    database.jobRole.count({ where: { organisationId } }),
    runCounts(database, organisationId, scope),
    database.gate.count({ where: { organisationId, status: "open", ...(scope === undefined ? {} : { run: { agent: { guildId: scope } } }) } }),
    listBlockers(database, organisationId, { ...(scope === undefined ? {} : { team: scope }), limit: ATTENTION }),
  ]);
  const teams = only === null ? [...guilds, null] : [only];
  const byTeam = await Promise.all(teams.map((team) => teamState(database, organisationId, team)));
  return {
    kind: "state",
    state: {
      teams: only === null ? guilds.length : 1,
      roles,
      members: { people, agents },
      runs,
      openGates,
      blockers: attention.total,
      // The part with no team is listed only when something is in it.
      byTeam: byTeam.filter((part) => part.team !== null || part.agents > 0 || part.blockers > 0),
      needsAttention: attention.blockers,
    },
  };
}

"use client";
import type { Guild } from "@/lib/client/api-types";
import type { Member } from "@/lib/contracts/enterprise-schemas";
import { Panel } from "../ui/panel";

const people = (number: number) => (number === 1 ? "1 person" : `${number} people`);
const agents = (number: number) => (number === 1 ? "1 agent" : `${number} agents`);

/** Teams are guilds (CONTRACT.md: one concept, two words); an admin makes them on the Agents page. */
export function TeamsPanel({ teams, members }: { teams: readonly Guild[]; members: readonly Member[] }) {
  return (
    <Panel title="Teams" testId="teams-panel">
      {teams.length === 0 ? (
        <p className="text-xs text-slate-500">No teams yet. A team is a guild: an admin creates one on the Agents page.</p>
      ) : (
        <ul data-testid="team-list" className="divide-y divide-slate-100 text-xs">
          {teams.map((team) => {
            const inTeam = members.filter((member) => member.teams.includes(team.id));
            const persons = inTeam.filter((member) => member.kind === "person").length;
            return (
              <li key={team.id} data-testid="team-row" className="flex justify-between gap-3 py-1.5">
                <span className="font-medium text-slate-900">{team.name}</span>
                <span className="text-slate-500" title={inTeam.map((member) => member.name).join(", ")}>
                  {people(persons)}, {agents(inTeam.length - persons)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

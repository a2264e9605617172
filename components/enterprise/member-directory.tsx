"use client";
import { Fragment, useState } from "react";
import type { Guild } from "@/lib/client/api-types";
import type { JobRole, Member } from "@/lib/contracts/enterprise-schemas";
import { Button } from "../ui/button";
import { Chip } from "../ui/chip";
import { TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";
import { MembershipEditor } from "./membership-editor";

type MemberDirectoryProps = { members: readonly Member[]; roles: readonly JobRole[]; teams: readonly Guild[]; canEdit: boolean };

const namesOf = (ids: readonly string[], options: readonly { id: string; name: string }[]) =>
  ids.flatMap((id) => options.filter((option) => option.id === id).map((option) => option.name));

function Names({ names, tone, empty }: { names: string[]; tone: "violet" | "blue"; empty: string }) {
  if (names.length === 0) return <span className="text-slate-400">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {names.map((name) => (
        <Chip key={name} tone={tone}>
          {name}
        </Chip>
      ))}
    </span>
  );
}

/** The members — people and agents — with address, job roles and teams; found by any word of those. */
export function MemberDirectory({ members, roles, teams, canEdit }: MemberDirectoryProps) {
  const [filter, setFilter] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const rows = members.map((member) => ({ member, roleNames: namesOf(member.roles, roles), teamNames: namesOf(member.teams, teams) }));
  const words = filter.toLowerCase().split(/\s+/).filter((word) => word !== "");
  const shown = rows.filter(({ member, roleNames, teamNames }) => {
    const text = [member.name, member.address, ...roleNames, ...teamNames].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const search = <TextInput aria-label="Find a member" data-testid="directory-filter" className="w-56" placeholder="Find by name, role, team, address" value={filter} onChange={(event) => setFilter(event.target.value)} />;
  return (
    <Panel title="Directory" actions={search} testId="member-directory">
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{members.length === 0 ? "No members yet." : "No member matches those words."}</p>
      ) : (
        <table className="w-full text-left text-xs">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1.5 font-medium">Name</th>
              <th className="py-1.5 font-medium">Address</th>
              <th className="py-1.5 font-medium">Job roles</th>
              <th className="py-1.5 font-medium">Teams</th>
              {canEdit && <th className="py-1.5" aria-label="Actions" />}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map(({ member, roleNames, teamNames }) => (
              <Fragment key={member.id}>
                <tr data-testid="member-row" data-member-id={member.id}>
                  <td className="py-1.5 pr-3">
                    <span className="flex items-center gap-1.5">
                      <span className="font-medium text-slate-900">{member.name}</span>
                      <Chip tone={member.kind === "agent" ? "grey" : "outline"}>{member.kind}</Chip>
                    </span>
                  </td>
                  <td className="py-1.5 pr-3 font-mono text-slate-700">{member.address}</td>
                  <td className="py-1.5 pr-3" data-testid="member-roles"><Names names={roleNames} tone="violet" empty="none" /></td>
                  <td className="py-1.5 pr-3" data-testid="member-teams"><Names names={teamNames} tone="blue" empty="none" /></td>
                  {canEdit && (
                    <td className="py-1.5 text-right">
                      <Button size="sm" tone="ghost" data-testid="member-edit" onClick={() => setEditing(editing === member.id ? null : member.id)}>
                        {editing === member.id ? "Close" : "Edit"}
                      </Button>
                    </td>
                  )}
                </tr>
                {canEdit && editing === member.id && (
                  <tr>
                    <td colSpan={5} className="pb-3">
                      <MembershipEditor member={member} roles={roles} teams={teams} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

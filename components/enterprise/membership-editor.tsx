"use client";
import Link from "next/link";
import { useState } from "react";
import type { Guild } from "@/lib/client/api-types";
import { useUpdateMembership } from "@/lib/client/use-members";
import type { JobRole, Member } from "@/lib/contracts/enterprise-schemas";
import { RefusalNotice } from "../admin/refusal-notice";
import { Button } from "../ui/button";

type Option = { id: string; name: string };

type CheckboxGroupProps = { legend: string; options: readonly Option[]; chosen: readonly string[]; onChange: (ids: string[]) => void; testId: string; empty: string };

function CheckboxGroup({ legend, options, chosen, onChange, testId, empty }: CheckboxGroupProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-1 text-xs font-medium text-slate-700">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-xs text-slate-500">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-1.5 text-xs text-slate-800">
              <input type="checkbox" checked={chosen.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />
              {option.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

type MembershipEditorProps = { member: Member; roles: readonly JobRole[]; teams: readonly Guild[]; onDone: () => void };

/** An admin sets a person's job roles and teams, or an agent's job roles (its team is its guild, on its page). */
export function MembershipEditor({ member, roles, teams, onDone }: MembershipEditorProps) {
  const update = useUpdateMembership(member);
  const [jobRoles, setJobRoles] = useState<string[]>(member.roles);
  const [memberTeams, setMemberTeams] = useState<string[]>(member.teams);
  return (
    <div data-testid="membership-editor" className="space-y-3 rounded-md bg-slate-50 p-3">
      <CheckboxGroup legend="Job roles (the first ticked is the main one)" options={roles} chosen={jobRoles} onChange={setJobRoles} testId="membership-roles" empty="No job roles yet: add one in the Job roles panel." />
      {member.kind === "person" ? (
        <CheckboxGroup legend="Teams" options={teams} chosen={memberTeams} onChange={setMemberTeams} testId="membership-teams" empty="No teams yet: a team is a guild, created on the Agents page." />
      ) : (
        <p className="text-xs text-slate-500">
          An agent&apos;s team is its guild: set it on{" "}
          <Link href={`/agents/${encodeURIComponent(member.id)}`} className="font-medium text-sky-700 hover:underline">
            the agent&apos;s page
          </Link>
          .
        </p>
      )}
      {update.error && <RefusalNotice error={update.error} title="The change was not saved." shownPaths={[]} />}
      <div className="flex gap-2">
        <Button tone="primary" size="sm" disabled={update.isPending} data-testid="membership-save" onClick={() => update.mutate({ jobRoles, teams: memberTeams }, { onSuccess: onDone })}>
          {update.isPending ? "Saving…" : "Save"}
        </Button>
        <Button size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

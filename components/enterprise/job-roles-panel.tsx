"use client";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import { useCreateJobRole } from "@/lib/client/use-job-roles";
import type { JobRole, Member } from "@/lib/contracts/enterprise-schemas";
import { RefusalNotice } from "../admin/refusal-notice";
import { Button } from "../ui/button";
import { Field, TextInput } from "../ui/form-controls";
import { Panel } from "../ui/panel";

function AddJobRoleForm() {
  const create = useCreateJobRole();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const errors = fieldErrors(create.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ name, description }, { onSuccess: () => { setName(""); setDescription(""); } });
  }

  return (
    <form onSubmit={submit} noValidate autoComplete="off" className="space-y-2 border-t border-slate-100 pt-3">
      <Field label="New job role" htmlFor="new-role-name" error={errors.name}>
        <TextInput id="new-role-name" data-testid="new-role-name" value={name} placeholder="Release manager" aria-invalid={errors.name !== undefined} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Field label="What the role does" htmlFor="new-role-description" error={errors.description}>
        <TextInput id="new-role-description" data-testid="new-role-description" value={description} placeholder="Decides what ships, and when." onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <Button type="submit" tone="primary" size="sm" disabled={create.isPending} data-testid="new-role-submit">
        {create.isPending ? "Adding…" : "Add role"}
      </Button>
      {create.error && <RefusalNotice error={create.error} title="The role was not added." shownPaths={["name", "description"]} />}
    </form>
  );
}

type JobRolesPanelProps = { roles: readonly JobRole[]; members: readonly Member[]; canAdd: boolean };

/** Job roles: jobs members hold (`role.*` tools), not the console's access roles. */
export function JobRolesPanel({ roles, members, canAdd }: JobRolesPanelProps) {
  return (
    <Panel title="Job roles" testId="job-roles-panel">
      <div className="space-y-3">
        {roles.length === 0 ? (
          <p className="text-xs text-slate-500">{canAdd ? "No job roles yet. Add the first below, then give it to people and agents in the directory." : "No job roles yet. An admin adds them."}</p>
        ) : (
          <ul data-testid="job-role-list" className="divide-y divide-slate-100 text-xs">
            {roles.map((role) => {
              const holders = members.filter((member) => member.roles.includes(role.id)).length;
              return (
                <li key={role.id} data-testid="job-role-row" className="py-1.5">
                  <div className="flex justify-between gap-3">
                    <span className="font-medium text-slate-900">{role.name}</span>
                    <span className="text-slate-500">{holders === 1 ? "1 member" : `${holders} members`}</span>
                  </div>
                  {role.description !== "" && <p className="text-slate-500">{role.description}</p>}
                </li>
              );
            })}
          </ul>
        )}
        {canAdd && <AddJobRoleForm />}
      </div>
    </Panel>
  );
}

"use client";
import { useState, type FormEvent } from "react";
import { ApiRefusal } from "@/lib/client/api-refusal";
import type { AgentDetail } from "@/lib/client/api-types";
import { useCreateGuild } from "@/lib/client/use-guild-create";
import { useGuilds } from "@/lib/client/use-guilds";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { Field, TextInput } from "../ui/form-controls";
import { LoadingState } from "../ui/loading-state";
import { Panel } from "../ui/panel";
import { RefusalNotice } from "./refusal-notice";
import { useClearableFieldErrors } from "../connectors/use-clearable-field-errors";

/** CONTRACT.md, Guilds: groups of agents with shared logins. Create one here; put an agent in it on the agent's page. */
export function AgentGuildsPanel({ agents }: { agents: readonly AgentDetail[] }) {
  const guilds = useGuilds();
  const createGuild = useCreateGuild();
  const [name, setName] = useState("");
  // Issue 23, item 7: the name's problem goes once the name is changed.
  const problems = useClearableFieldErrors(createGuild.error);
  const errors = problems.errors;
  const allFixed = createGuild.error instanceof ApiRefusal && createGuild.error.details.length > 0 && Object.keys(errors).length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.reset();
    createGuild.mutate(name, { onSuccess: () => setName("") });
  }

  return (
    <Panel title="Guilds" testId="agent-guilds-panel">
      <div className="space-y-3">
        {guilds.isPending ? (
          <LoadingState label="Loading guilds…" />
        ) : guilds.isError ? (
          <ErrorNotice error={guilds.error} title="The guilds could not be loaded." />
        ) : guilds.data.length === 0 ? (
          <p className="text-xs text-slate-500">No guilds yet. A guild shares its logins with its agents.</p>
        ) : (
          <ul data-testid="guild-list" className="divide-y divide-slate-100 text-xs">
            {guilds.data.map((guild) => {
              const members = agents.filter((agent) => agent.guildId === guild.id);
              return (
                <li key={guild.id} data-testid="guild-row" data-guild-id={guild.id} className="flex justify-between gap-3 py-1.5">
                  <span className="font-medium text-slate-900">{guild.name}</span>
                  <span data-testid="guild-members" className="text-right text-slate-500" title={members.map((agent) => agent.name).join(", ")}>
                    {members.length === 0 ? "no agents" : members.length === 1 ? "1 agent" : `${members.length} agents`}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={submit} noValidate autoComplete="off" className="space-y-2">
          <Field label="New guild" htmlFor="new-guild-name" error={errors.name}>
            <div className="flex gap-2">
              <TextInput id="new-guild-name" data-testid="new-guild-name" value={name} aria-invalid={errors.name !== undefined} onChange={(event) => {
                  problems.clear("name");
                  setName(event.target.value);
                }} placeholder="Research" />
              <Button type="submit" tone="primary" disabled={createGuild.isPending} data-testid="new-guild-submit">
                {createGuild.isPending ? "Creating…" : "Create"}
              </Button>
            </div>
          </Field>
          {createGuild.error && !allFixed && <RefusalNotice error={createGuild.error} title="The guild was not created." shownPaths={["name"]} />}
        </form>
      </div>
    </Panel>
  );
}

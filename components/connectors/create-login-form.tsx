"use client";
import { useState, type FormEvent } from "react";
import { fieldErrors } from "@/lib/client/api-refusal";
import type { AgentDetail, Guild, Login, LoginScope } from "@/lib/client/api-types";
import { useCreateLogin } from "@/lib/client/use-login-create";
import { RefusalNotice } from "../admin/refusal-notice";
import { Button } from "../ui/button";
import { SelectInput } from "../ui/form-controls";
import { SegmentedControl } from "../ui/segmented-control";

type CreateLoginFormProps = { connectorId: string; logins: readonly Login[]; guilds: readonly Guild[]; agents: readonly AgentDetail[] };

/** CONTRACT.md, Connectors: one login per connector and place; a second at the same place is refused (409). */
function placeKey(scope: LoginScope, guildId: string | null, agentId: string | null): string {
  if (scope === "guild") return `guild:${guildId ?? ""}`;
  if (scope === "agent") return `agent:${agentId ?? ""}`;
  return "organisation";
}

/** POST /v1/connectors/:id/logins: sign the connector in at the organisation, a guild or an agent. */
export function CreateLoginForm({ connectorId, logins, guilds, agents }: CreateLoginFormProps) {
  const [scope, setScope] = useState<LoginScope>("organisation");
  const [guildId, setGuildId] = useState("");
  const [agentId, setAgentId] = useState("");
  const [platform, setPlatform] = useState(false);
  const createLogin = useCreateLogin(connectorId);
  const errors = fieldErrors(createLogin.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    createLogin.mutate({
      scope,
      ...(scope === "guild" ? { guildId } : {}),
      ...(scope === "agent" ? { agentId } : {}),
      platform,
    });
  }

  const idPrefix = `new-login-${connectorId}`;
  const missing = (scope === "guild" && guildId === "") || (scope === "agent" && agentId === "");
  const taken = logins.some((login) => placeKey(login.scope, login.guildId, login.agentId) === placeKey(scope, guildId, agentId));
  return (
    <form onSubmit={submit} noValidate data-testid="create-login-form" className="space-y-2 rounded-md border border-dashed border-slate-300 p-3" aria-label="New login">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-slate-700">New login at</span>
        <SegmentedControl<LoginScope>
          label="New login at"
          value={scope}
          onChange={(next) => {
            setScope(next);
            createLogin.reset();
          }}
          segments={[
            { value: "organisation", label: "Organisation", testId: "new-login-scope-organisation" },
            { value: "guild", label: "A guild", testId: "new-login-scope-guild" },
            { value: "agent", label: "An agent", testId: "new-login-scope-agent" },
          ]}
        />
        {scope === "guild" && (
          <SelectInput aria-label="Guild" data-testid="new-login-guild" value={guildId} aria-invalid={errors.guildId !== undefined} onChange={(event) => setGuildId(event.target.value)} className="w-48">
            <option value="">{guilds.length === 0 ? "No guilds yet (Agents page)" : "Pick a guild…"}</option>
            {guilds.map((guild) => (
              <option key={guild.id} value={guild.id}>
                {guild.name}
              </option>
            ))}
          </SelectInput>
        )}
        {scope === "agent" && (
          <SelectInput aria-label="Agent" data-testid="new-login-agent" value={agentId} aria-invalid={errors.agentId !== undefined} onChange={(event) => setAgentId(event.target.value)} className="w-48">
            <option value="">Pick an agent…</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </SelectInput>
        )}
        <label htmlFor={`${idPrefix}-platform`} className="flex items-center gap-1.5 text-xs text-slate-700" title="A platform login is served by the operator's platform key (TOLLGATE_PLATFORM_KEYS) when one is configured">
          <input id={`${idPrefix}-platform`} data-testid="new-login-platform" type="checkbox" checked={platform} onChange={(event) => setPlatform(event.target.checked)} className="size-3.5 rounded border-slate-300" />
          platform
        </label>
        <Button type="submit" tone="primary" size="sm" disabled={createLogin.isPending || missing || taken} data-testid="new-login-submit">
          {createLogin.isPending ? "Signing in…" : "Add login"}
        </Button>
        {taken && (
          <span data-testid="new-login-taken" className="text-xs text-slate-500">
            Already signed in there.
          </span>
        )}
      </div>
      {createLogin.error && <RefusalNotice error={createLogin.error} title="The login was not created." shownPaths={[]} />}
    </form>
  );
}

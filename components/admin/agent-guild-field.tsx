"use client";
import type { AgentDetail } from "@/lib/client/api-types";
import { useGuilds } from "@/lib/client/use-guilds";
import { useUpdateAgent } from "@/lib/client/use-update-agent";
import { ErrorNotice } from "../ui/error-notice";
import { SelectInput } from "../ui/form-controls";

/** CONTRACT.md, Guilds: `PATCH /v1/agents/:id {"guildId": "..." | null}` — an agent is in at most one guild. Saved on change. */
export function AgentGuildField({ agent }: { agent: AgentDetail }) {
  const guilds = useGuilds();
  const updateAgent = useUpdateAgent(agent.id);
  const known = (guilds.data ?? []).some((guild) => guild.id === agent.guildId);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <SelectInput
          aria-label={`Guild of ${agent.name}`}
          data-testid="agent-guild-select"
          value={agent.guildId ?? ""}
          disabled={guilds.isPending || updateAgent.isPending}
          onChange={(event) => updateAgent.mutate({ guildId: event.target.value === "" ? null : event.target.value })}
          className="w-56"
        >
          <option value="">No guild</option>
          {agent.guildId !== null && !known && <option value={agent.guildId}>{agent.guildId}</option>}
          {(guilds.data ?? []).map((guild) => (
            <option key={guild.id} value={guild.id}>
              {guild.name}
            </option>
          ))}
        </SelectInput>
        {updateAgent.isPending && <span className="text-xs text-slate-400">Saving…</span>}
        {updateAgent.isSuccess && !updateAgent.isPending && (
          <span role="status" data-testid="agent-guild-saved" className="text-xs text-emerald-700">
            Saved.
          </span>
        )}
      </div>
      {guilds.isError && <ErrorNotice error={guilds.error} title="The guilds could not be loaded." />}
      {updateAgent.error && <ErrorNotice error={updateAgent.error} title="The guild was not saved." />}
    </div>
  );
}

import type { AgentDetail, Guild, Login } from "@/lib/client/api-types";

// Where a login is signed in, in words: the organisation, a guild or an agent, by name when known.

type Named = Pick<AgentDetail, "id" | "name"> | Guild;

function nameOf(list: readonly Named[], id: string | null): string {
  if (id === null) return "?";
  return list.find((entry) => entry.id === id)?.name ?? id;
}

export function loginPlace(login: Pick<Login, "scope" | "guildId" | "agentId">, guilds: readonly Guild[], agents: readonly Named[]): string {
  if (login.scope === "organisation") return "organisation";
  if (login.scope === "guild") return `guild · ${nameOf(guilds, login.guildId)}`;
  return `agent · ${nameOf(agents, login.agentId)}`;
}

"use client";
import { useGuilds } from "@/lib/client/use-guilds";

/** An agent's guild by name (its id until the guilds arrive, or when the guild is not in the list). */
export function AgentGuildName({ guildId }: { guildId: string | null }) {
  const guilds = useGuilds();
  if (guildId === null) return <span className="text-slate-400">—</span>;
  const guild = guilds.data?.find((candidate) => candidate.id === guildId);
  return <span title={guildId}>{guild?.name ?? guildId}</span>;
}

import "server-only";
import type { Guild } from "@/lib/contracts/guild-schemas";
import type { Guild as GuildRow } from "@/lib/generated/prisma/client";

export function toGuildView(guild: Pick<GuildRow, "id" | "name" | "createdAt">): Guild {
  return { id: guild.id, name: guild.name, createdAt: guild.createdAt.toISOString() };
}

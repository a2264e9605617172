import "server-only";
import type { GuildList } from "@/lib/contracts/guild-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { toGuildView } from "./guild-view";

/** The organisation's guilds, by name. */
export async function listGuilds(database: Database, principal: Pick<Principal, "organisationId">): Promise<GuildList> {
  const guilds = await database.guild.findMany({ where: { organisationId: principal.organisationId }, orderBy: [{ name: "asc" }, { createdAt: "asc" }] });
  return { guilds: guilds.map(toGuildView) };
}

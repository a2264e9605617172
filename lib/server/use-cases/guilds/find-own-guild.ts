import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Database } from "@/lib/server/db";

/**
 * The guild's id when it belongs to the organisation, else a 422 naming `path`: a guild id in a body is a
 * reference, and another organisation's is as unknown as a made-up one (the same answer for both).
 */
export async function refuseForeignGuild(database: Database, organisationId: string, guildId: string, path: string): Promise<string> {
  const guild = await database.guild.findFirst({ where: { id: guildId, organisationId }, select: { id: true } });
  if (guild !== null) return guild.id;
  throw new AppError("invalid_request", `${path} names no guild in your organisation.`, {
    details: [{ path, message: "No guild with this id in your organisation." }],
  });
}

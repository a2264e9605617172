import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateGuildBody } from "@/lib/contracts/guild-bodies";
import type { Guild } from "@/lib/contracts/guild-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { isUniqueViolation } from "@/lib/server/connectors/unique-violation";
import type { Database } from "@/lib/server/db";
import { toGuildView } from "./guild-view";

function duplicate(name: string): AppError {
  return new AppError("conflict", `A guild named ${name} already exists in your organisation.`, { details: [{ path: "name", message: "Taken." }] });
}

/** CONTRACT.md, Guilds: POST /v1/guilds; a name is unique in its organisation (409). */
export async function createGuild(database: Database, principal: Pick<Principal, "organisationId">, body: CreateGuildBody): Promise<Guild> {
  const taken = await database.guild.findFirst({ where: { organisationId: principal.organisationId, name: body.name }, select: { id: true } });
  if (taken !== null) throw duplicate(body.name);
  try {
    return toGuildView(await database.guild.create({ data: { organisationId: principal.organisationId, name: body.name } }));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(body.name);
    throw error;
  }
}

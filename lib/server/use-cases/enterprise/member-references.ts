import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { refuseUnknownIds } from "./refuse-unknown-ids";

type Reader = Pick<Prisma.TransactionClient, "jobRole" | "guild">;

/** The job role ids when every one is the organisation's (422 naming `field` and the id otherwise). */
export async function ownJobRoleIds(database: Reader, organisationId: string, ids: readonly string[], field: string): Promise<string[]> {
  const found = await database.jobRole.findMany({ where: { organisationId, id: { in: [...ids] } }, select: { id: true } });
  refuseUnknownIds(ids, new Set(found.map((role) => role.id)), field, "job role");
  return [...ids];
}

/** The team (guild) ids when every one is the organisation's. */
export async function ownTeamIds(database: Reader, organisationId: string, ids: readonly string[], field: string): Promise<string[]> {
  const found = await database.guild.findMany({ where: { organisationId, id: { in: [...ids] } }, select: { id: true } });
  refuseUnknownIds(ids, new Set(found.map((guild) => guild.id)), field, "team");
  return [...ids];
}

import "server-only";
import type { Database } from "@/lib/server/db";

/** The organisation's default bindings as stored ({"note": true, ...}). */
export async function organisationDefaultBindings(database: Database, organisationId: string): Promise<unknown> {
  const organisation = await database.organisation.findUnique({ where: { id: organisationId }, select: { defaultBindings: true } });
  return organisation?.defaultBindings ?? {};
}

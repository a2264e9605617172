import "server-only";
import type { LoginList } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { LOGIN_ORDER } from "./connector-view";
import { toLoginView } from "./login-view";

/** Every login of the organisation, by connector name, then scope. */
export async function listLogins(database: Database, principal: Pick<Principal, "organisationId">): Promise<LoginList> {
  const logins = await database.connectorLogin.findMany({
    where: { organisationId: principal.organisationId },
    orderBy: [{ connector: { name: "asc" } }, ...LOGIN_ORDER],
    include: { connector: { select: { name: true } } },
  });
  return { logins: logins.map((login) => toLoginView(login, login.connector.name)) };
}

import "server-only";
import type { Login } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { findOwnLogin } from "./find-own-login";
import { toLoginView } from "./login-view";

export async function getLogin(database: Database, principal: Pick<Principal, "organisationId">, loginId: string): Promise<Login> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  return toLoginView(login, login.connector.name);
}

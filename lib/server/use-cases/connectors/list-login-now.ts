import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { Login } from "@/lib/contracts/login-schemas";
import type { Principal } from "@/lib/server/auth/principal";
import { listLogin } from "@/lib/server/connectors/list-login";
import type { Database } from "@/lib/server/db";
import { findOwnLogin } from "./find-own-login";
import { toLoginView } from "./login-view";

/**
 * CONTRACT.md: POST /v1/logins/:id/list lists now. A failure keeps the stored list and shows as lastError
 * (200: the login is the answer). Only a connected login lists: a pending one waits for its sign-in, a
 * disconnected one for an admin's reconnect.
 */
export async function listLoginNow(database: Database, principal: Pick<Principal, "organisationId">, loginId: string): Promise<Login> {
  const login = await findOwnLogin(database, principal.organisationId, loginId);
  if (login.status !== "connected") {
    const next = login.status === "pending" ? "complete its sign-in (authorizationUrl) first" : "reconnect it (POST /v1/logins/:id/reconnect)";
    throw new AppError("conflict", `This login is ${login.status}: ${next}.`, { status: login.status });
  }
  await listLogin(database, login.id);
  return toLoginView(await database.connectorLogin.findUniqueOrThrow({ where: { id: login.id } }), login.connector.name);
}

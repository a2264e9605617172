import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateLoginBody } from "@/lib/contracts/login-bodies";
import type { Login } from "@/lib/contracts/login-schemas";
import type { LoginScope } from "@/lib/runtime/lifecycle/login-status";
import type { Principal } from "@/lib/server/auth/principal";
import { needsOAuth } from "@/lib/server/connectors/connection-target";
import { listLogin } from "@/lib/server/connectors/list-login";
import { startLoginSignIn } from "@/lib/server/connectors/login-sign-in";
import { isUniqueViolation } from "@/lib/server/connectors/unique-violation";
import type { Database } from "@/lib/server/db";
import { refuseForeignGuild } from "@/lib/server/use-cases/guilds/find-own-guild";
import { findOwnConnector } from "./find-own-connector";
import { toLoginView } from "./login-view";
import { ownAgentIdOrRefuse } from "../agents/own-agent-id";

type Place = { scope: LoginScope; guildId: string | null; agentId: string | null; scopeKey: string };

/** Where the login is signed in, checked against the organisation; `scopeKey` makes one login per connector and place. */
async function placeOf(database: Database, organisationId: string, body: CreateLoginBody): Promise<Place> {
  if (body.scope === "guild") {
    const guildId = await refuseForeignGuild(database, organisationId, body.guildId ?? "", "guildId");
    return { scope: "guild", guildId, agentId: null, scopeKey: `guild:${guildId}` };
  }
  if (body.scope === "agent") {
    const agentId = await ownAgentIdOrRefuse(database, organisationId, body.agentId ?? "");
    return { scope: "agent", guildId: null, agentId, scopeKey: `agent:${agentId}` };
  }
  return { scope: "organisation", guildId: null, agentId: null, scopeKey: "organisation" };
}

function duplicate(connector: string, place: Place): AppError {
  const where = place.scope === "organisation" ? "for the organisation" : `for this ${place.scope}`;
  return new AppError("conflict", `The ${connector} connector already has a login ${where}; delete it or reconnect it instead.`);
}

/**
 * CONTRACT.md, Connectors: POST /v1/connectors/:id/logins. A login needing no authorization connects and
 * lists at once (connected, or disconnected with lastError when it cannot); an OAuth one is pending with
 * the authorization URL a person opens.
 */
export async function createLogin(database: Database, principal: Pick<Principal, "organisationId" | "userId">, connectorId: string, body: CreateLoginBody): Promise<Login> {
  const connector = await findOwnConnector(database, principal.organisationId, connectorId);
  const place = await placeOf(database, principal.organisationId, body);
  const taken = await database.connectorLogin.findUnique({ where: { connectorId_scopeKey: { connectorId: connector.id, scopeKey: place.scopeKey } }, select: { id: true } });
  if (taken !== null) throw duplicate(connector.name, place);
  const oauth = needsOAuth({ platform: body.platform }, connector);
  let login;
  try {
    login = await database.connectorLogin.create({
      data: { organisationId: principal.organisationId, connectorId: connector.id, ...place, platform: body.platform, status: oauth ? "pending" : "disconnected" },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(connector.name, place);
    throw error;
  }
  const signIn = oauth ? await startLoginSignIn(database, login.id, principal.userId) : { kind: "authorized" as const };
  if (signIn.kind === "authorized") await listLogin(database, login.id, { connect: true });
  return toLoginView(await database.connectorLogin.findUniqueOrThrow({ where: { id: login.id } }), connector.name);
}

import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import type { ConnectionTarget, ResolvedTransport, ValueOrSecret } from "@/lib/connectors/connector-types";
import type { LoginOAuthProvider } from "@/lib/connectors/oauth";
import type { ConnectorLogin as LoginRow } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db";
import { ConnectionTargetError } from "./connection-target-error";
import { loginOAuthProvider } from "./login-oauth-provider";
import { organisationSecretValues } from "./organisation-secrets";
import { PLATFORM_KEY_VARIABLE, platformKeyFor, type KeyedConnector } from "./platform-keys";
import { secretReferencesOf } from "./secret-references";
import { stdioCommandVerdict } from "./stdio-commands";
import { storedConnector, type StoredConnector } from "./stored-connector";

// Issue 10: what the pool connects a login with — its connector's transport with every named organisation
// secret filled in, a platform key where one serves the login, and an OAuth provider over the login's
// sealed state otherwise. Built for each use, so a changed secret or setting takes effect at once.

/** Keyed digests only: a connection key is compared, never read back, and must not reveal a secret value. */
const KEY_SALT = randomBytes(32);

const KEY_SEPARATOR = "|";

/** `<login id>|<digest of what it connects with>`: a changed command, header or secret value is a new connection. */
function connectionKey(loginId: string, transport: ResolvedTransport, oauth: boolean): string {
  const digest = createHmac("sha256", KEY_SALT).update(JSON.stringify({ transport, oauth })).digest("base64url");
  return `${loginId}${KEY_SEPARATOR}${digest}`;
}

/** The login a connection key was made for. */
export function loginIdOfKey(key: string): string {
  return key.split(KEY_SEPARATOR, 1)[0] ?? key;
}

function filled(values: Record<string, ValueOrSecret>, path: string, secrets: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") {
      out[name] = value;
      continue;
    }
    const secret = secrets.get(value.secret);
    if (secret === undefined) {
      throw new ConnectionTargetError("secret_missing", `${path}.${name} names the secret ${value.secret}, which your organisation no longer has; add it again (POST /v1/secrets) or change the connector.`);
    }
    out[name] = secret;
  }
  return out;
}

function resolvedTransport(connector: StoredConnector, secrets: Map<string, string>, platformKey: string | null): ResolvedTransport {
  const transport = connector.transport;
  if (transport.type === "stdio") {
    // Checked at every start, not only at creation: a connector stored before the setting changed stays stopped.
    const verdict = stdioCommandVerdict(transport.command);
    if (!verdict.allowed) throw new ConnectionTargetError("command_not_allowed", `transport.command: ${verdict.message}`);
    const env = filled(transport.env, "transport.env", secrets);
    return { type: "stdio", command: verdict.launch, args: transport.args, env: platformKey === null ? env : { ...env, [PLATFORM_KEY_VARIABLE]: platformKey } };
  }
  const headers = filled(transport.headers, "transport.headers", secrets);
  if (platformKey === null) return { type: "http", url: transport.url, headers };
  // The platform key replaces any Authorization the connector sets, whatever its spelling.
  const others = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "authorization"));
  return { type: "http", url: transport.url, headers: { ...others, Authorization: `Bearer ${platformKey}` } };
}

type TargetLogin = Pick<LoginRow, "id" | "organisationId" | "connectorId" | "platform">;

/**
 * The platform key serving this login, when it is a platform login of a connector the operator keyed and
 * pinned that key to (its transport's target, its organisation: platform-keys.ts).
 */
export function servingPlatformKey(login: Pick<LoginRow, "platform">, connector: KeyedConnector): string | null {
  return login.platform ? platformKeyFor(connector) : null;
}

/** True when connecting this login needs an OAuth sign-in (an OAuth connector, not served by a platform key). */
export function needsOAuth(login: Pick<LoginRow, "platform">, connector: KeyedConnector & Pick<StoredConnector, "auth">): boolean {
  return connector.auth.type === "oauth" && servingPlatformKey(login, connector) === null;
}

/** A login's target, with its OAuth provider as the sign-in needs it (it tells the authorization URL). */
export type ResolvedConnection = { target: ConnectionTarget; provider?: LoginOAuthProvider };

export async function resolveConnection(database: Database, login: TargetLogin, connector?: StoredConnector): Promise<ResolvedConnection> {
  const own = connector ?? storedConnector(await database.connector.findUniqueOrThrow({ where: { id: login.connectorId } }));
  const platformKey = servingPlatformKey(login, own);
  const references = secretReferencesOf(own.transport, platformKey === null ? own.auth : { type: "none" });
  const secrets = await organisationSecretValues(database, login.organisationId, references.map((reference) => reference.name));
  const transport = resolvedTransport(own, secrets, platformKey);
  if (!needsOAuth(login, own) || own.auth.type !== "oauth") return { target: { key: connectionKey(login.id, transport, false), transport } };
  const clientSecretName = own.auth.clientSecret?.secret;
  const clientSecret = clientSecretName === undefined ? undefined : secrets.get(clientSecretName);
  if (clientSecretName !== undefined && clientSecret === undefined) {
    throw new ConnectionTargetError("secret_missing", `auth.clientSecret names the secret ${clientSecretName}, which your organisation no longer has; add it again (POST /v1/secrets) or change the connector.`);
  }
  const provider = loginOAuthProvider(database, login.id, own.auth, clientSecret);
  return { target: { key: connectionKey(login.id, transport, true), transport, authProvider: provider }, provider };
}

/**
 * The ConnectionTarget of a login, or a ConnectionTargetError (`secret_missing`, `oauth_state_unreadable`).
 * `connector`: the login's connector when the caller has it already.
 */
export async function connectionTargetOf(database: Database, login: TargetLogin, connector?: StoredConnector): Promise<ConnectionTarget> {
  return (await resolveConnection(database, login, connector)).target;
}

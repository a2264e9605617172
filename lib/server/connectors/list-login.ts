import "server-only";
import type { ConnectorPool, ToolListing } from "@/lib/connectors/connector-types";
import { isConnectorError } from "@/lib/connectors/connector-error";
import { refusedToolsMessage } from "@/lib/runtime/catalog/screen-vendor-tools";
import type { VendorListedTool } from "@/lib/runtime/catalog/vendor-tools";
import type { Database } from "@/lib/server/db";
import { connectionTargetOf } from "./connection-target";
import { isConnectionTargetError } from "./connection-target-error";
import { connectorPool } from "./connector-pool";
import { listingColumns } from "./listing-columns";
import { redactedLoginError } from "./login-redactor";
import { storedConnector } from "./stored-connector";

// Issue 10, item 3 (seed "tools in a run": a listing that fails keeps the stored list): one listing of a
// login's server — on create, "list now", reconnect and run start alike. Issue 16, item 6: a listing that
// refused tools (a schema past a bound, a model name taken) still connects; its lastError names them. Every
// lastError is redacted against the organisation's secrets, the platform keys and the login's tokens.

export type LoginListing =
  | { kind: "listed"; tools: VendorListedTool[] }
  | { kind: "failed"; code: string; message: string };

export type ListLoginOptions = {
  /**
   * `connect`: a connection an admin asked for (create, reconnect, a finished sign-in) — success connects the
   * login whatever its status, failure leaves it disconnected. Otherwise (run start, "list now") success
   * connects a pending or connected login but never one an admin disconnected meanwhile, and only an
   * `unauthorized` failure disconnects it.
   */
  connect?: boolean;
  pool?: ConnectorPool;
};

const UNEXPECTED = "Listing the server's tools failed unexpectedly; the error was logged.";

type Attempt = { kind: "listed"; listing: ToolListing } | Extract<LoginListing, { kind: "failed" }>;

async function attempt(database: Database, loginId: string, pool: ConnectorPool): Promise<Attempt> {
  const login = await database.connectorLogin.findUnique({ where: { id: loginId }, include: { connector: true } });
  if (login === null) return { kind: "failed", code: "login_missing", message: `No login ${loginId}.` };
  try {
    return { kind: "listed", listing: await pool.list(await connectionTargetOf(database, login, storedConnector(login.connector))) };
  } catch (error) {
    if (isConnectorError(error) || isConnectionTargetError(error)) return { kind: "failed", code: error.code, message: error.message };
    // Not the server's doing (the database, the secret box): logged whole, told to the admin in one sentence.
    console.error(`Listing the tools of connector login ${loginId} failed`, error);
    return { kind: "failed", code: "connect_failed", message: UNEXPECTED };
  }
}

export async function listLogin(database: Database, loginId: string, options: ListLoginOptions = {}): Promise<LoginListing> {
  const outcome = await attempt(database, loginId, options.pool ?? connectorPool());
  if (outcome.kind === "listed") {
    const refusals = refusedToolsMessage(outcome.listing.refused);
    const lastError = refusals === null ? null : await redactedLoginError(database, loginId, refusals);
    const listed = { ...listingColumns(outcome.listing, new Date()), lastError };
    const connected = { status: "connected" as const, authorizationUrl: null, oauthStateHash: null };
    if (options.connect === true) {
      await database.connectorLogin.updateMany({ where: { id: loginId }, data: { ...listed, ...connected } });
    } else {
      await database.connectorLogin.updateMany({ where: { id: loginId }, data: listed });
      await database.connectorLogin.updateMany({ where: { id: loginId, status: { in: ["pending", "connected"] } }, data: connected });
    }
    return { kind: "listed", tools: outcome.listing.tools };
  }
  if (outcome.code === "login_missing") return outcome;
  const disconnect = options.connect === true ? true : outcome.code === "unauthorized";
  const message = await redactedLoginError(database, loginId, outcome.message);
  await database.connectorLogin.updateMany({ where: { id: loginId }, data: { lastError: message } });
  // A pending login waits for its sign-in: a refusal before it is expected, not a disconnection.
  if (disconnect) await database.connectorLogin.updateMany({ where: { id: loginId, status: { not: "pending" } }, data: { status: "disconnected" } });
  return { kind: "failed", code: outcome.code, message };
}

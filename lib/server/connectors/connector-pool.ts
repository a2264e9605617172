import "server-only";
import { createConnectorPool, type ConnectorPoolWithInfo } from "@/lib/connectors/connector-pool";
import type { ToolListing } from "@/lib/connectors/connector-types";
import { db, type Database } from "@/lib/server/db";
import { loginIdOfKey } from "./connection-target";
import { refusedToolsMessage } from "@/lib/runtime/catalog/screen-vendor-tools";
import { listingColumns } from "./listing-columns";
import { redactedLoginError } from "./login-redactor";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 10, item 3: the process's connections (a worker, the web server) — one pool, made on first use. Its
// list_changed listener stores the fresh list on the login the connection belongs to, so a stored list is
// never stale while a connection is open (notifications/tools/list_changed).

/** Kept on globalThis so Next's dev reloads do not start a second set of stdio servers. */
const globalForPool = globalThis as unknown as { tollgateConnectorPool?: ConnectorPoolWithInfo };

/**
 * Stores a list a server announced on the login its connection serves (a deleted login is simply gone); the
 * tools it refused (issue 16, item 6) are the login's lastError, as after any listing.
 */
export async function storeAnnouncedListing(database: Database, key: string, listing: ToolListing): Promise<void> {
  const loginId = loginIdOfKey(key);
  const refusals = refusedToolsMessage(listing.refused);
  const lastError = refusals === null ? null : await redactedLoginError(database, loginId, refusals);
  await database.connectorLogin.updateMany({ where: { id: loginId }, data: { ...listingColumns(listing, new Date()), lastError } });
}

export function connectorPool(): ConnectorPoolWithInfo {
  if (globalForPool.tollgateConnectorPool === undefined) {
    // The process reads its settings once, when its pool is first used.
    const pool = createConnectorPool({ settings: readSettings() });
    pool.onListChanged((key, listing) => storeAnnouncedListing(db(), key, listing).catch((error: unknown) => console.error("Storing a connector's changed tool list failed", error)));
    globalForPool.tollgateConnectorPool = pool;
  }
  return globalForPool.tollgateConnectorPool;
}

/** Closes the process's pool (a worker stopping, a test file ending); the next use makes a new one. */
export async function closeConnectorPool(): Promise<void> {
  const pool = globalForPool.tollgateConnectorPool;
  globalForPool.tollgateConnectorPool = undefined;
  await pool?.close();
}

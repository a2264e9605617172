import "server-only";
import { createConnectorPool, type ConnectorPoolWithInfo } from "@/lib/connectors/connector-pool";
import type { ToolListing } from "@/lib/connectors/connector-types";
import { db, type Database } from "@/lib/server/db";
import { loginIdOfKey } from "./connection-target";
import { listingColumns } from "./listing-columns";

// Issue 10, item 3: the process's connections (a worker, the web server) — one pool, made on first use. Its
// list_changed listener stores the fresh list on the login the connection belongs to, so a stored list is
// never stale while a connection is open (notifications/tools/list_changed).

/** Kept on globalThis so Next's dev reloads do not start a second set of stdio servers. */
const globalForPool = globalThis as unknown as { tollgateConnectorPool?: ConnectorPoolWithInfo };

/** Stores a list a server announced on the login its connection serves (a deleted login is simply gone). */
export async function storeAnnouncedListing(database: Database, key: string, listing: ToolListing): Promise<void> {
  await database.connectorLogin.updateMany({ where: { id: loginIdOfKey(key) }, data: listingColumns(listing, new Date()) });
}

export function connectorPool(): ConnectorPoolWithInfo {
  if (globalForPool.tollgateConnectorPool === undefined) {
    const pool = createConnectorPool();
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

import "server-only";
import type { ConnectorPoolWithInfo } from "@/lib/connectors/connector-pool";
import { loginIdOfKey } from "./connection-target";
import { connectorPool } from "./connector-pool";

/**
 * Closes this process's open connections of these logins: a disconnected login keeps no server running, and
 * a reconnect opens a fresh one. Another process's connections of the login (a worker's) close when idle.
 */
export async function closeLoginConnections(loginIds: readonly string[], pool: ConnectorPoolWithInfo = connectorPool()): Promise<void> {
  if (loginIds.length === 0) return;
  const ids = new Set(loginIds);
  await pool.closeWhere((key) => ids.has(loginIdOfKey(key)));
}

import "server-only";
import type { ConnectorPoolWithInfo } from "@/lib/connectors/connector-pool";
import { loginIdOfKey } from "./connection-target";
import { connectorPool } from "./connector-pool";

/** The pool's way to close some of its connections (a login disconnected, reconnected or deleted). */
type ClosablePool = ConnectorPoolWithInfo & { closeWhere?: (match: (key: string) => boolean) => Promise<void> };

/**
 * Closes this process's open connections of these logins: a disconnected login keeps no server running, and
 * a reconnect opens a fresh one. Other processes' connections of the login close when idle; they serve no
 * call meanwhile, since every call and run start reads the login's status first.
 */
export async function closeLoginConnections(loginIds: readonly string[], pool: ClosablePool = connectorPool()): Promise<void> {
  if (loginIds.length === 0 || pool.closeWhere === undefined) return;
  const ids = new Set(loginIds);
  await pool.closeWhere((key) => ids.has(loginIdOfKey(key)));
}

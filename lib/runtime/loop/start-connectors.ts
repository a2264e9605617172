// Issue 10, generation start (seed "tools in a run", Connector logins at run start): before a run's first
// model turn, a disconnected login fails the run naming its connector (`connector_disconnected`), and a
// connected login whose stored tool list is older than CONNECTOR_LIST_MAX_AGE_SECONDS is listed again (a
// listing that fails keeps the stored list; the port records the error on the login).

import { connectorVerdict, type AgentConnector } from "../offer/connector-offer";
import type { RunFailure } from "../lifecycle/run-ending";
import type { ConnectorRunStart } from "../ports/loop-dependencies";

export type ConnectorStart = { kind: "ready"; relisted: boolean } | { kind: "failed"; failure: RunFailure };

export function connectorDisconnectedFailure(connectors: readonly string[]): RunFailure {
  const names = connectors.join(", ");
  const which = connectors.length === 1 ? `the ${names} connector's login is` : `the logins of the ${names} connectors are`;
  return {
    code: "connector_disconnected",
    message: `The run could not start: ${which} disconnected. Reconnect it on the Connectors page, then start the run again.`,
  };
}

function isStale(listedAt: string | null, now: Date, maxAgeMs: number): boolean {
  if (listedAt === null) return true;
  const listed = Date.parse(listedAt);
  return Number.isNaN(listed) || now.getTime() - listed > maxAgeMs;
}

export async function startConnectors(port: ConnectorRunStart, connectors: readonly AgentConnector[], now: Date): Promise<ConnectorStart> {
  const disconnected = connectors.filter((connector) => connectorVerdict(connector).kind === "fail").map((connector) => connector.connector);
  if (disconnected.length > 0) return { kind: "failed", failure: connectorDisconnectedFailure(disconnected) };
  const stale = connectors.flatMap(({ login, ...connector }) =>
    login !== null && connectorVerdict({ login, ...connector }).kind === "offer" && isStale(login.listedAt, now, port.maxListAgeMs) ? [login.id] : [],
  );
  if (stale.length === 0) return { kind: "ready", relisted: false };
  await port.relist(stale);
  return { kind: "ready", relisted: true };
}

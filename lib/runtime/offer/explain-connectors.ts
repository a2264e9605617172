// Issue 10: what each connector the agent has on gives a run, in words an admin reads on the agent page
// ("login pending", "disconnected: the run fails") — the verdicts run start and the offer act on, never a
// second reading of the seed's table.

import { connectorVerdict, type AgentConnector } from "./connector-offer";
import type { RunStartVerdict } from "./resolve-login";

export type ConnectorExplanation = {
  connector: string;
  login: { id: string; scope: string; status: string; platform: boolean } | null;
  verdict: RunStartVerdict["kind"];
  /** One sentence: what a run of this agent gets from the connector. */
  explanation: string;
};

function sentence(connector: string, verdict: RunStartVerdict): string {
  if (verdict.kind === "offer") return `The ${connector} login is connected: a run offers its listed tools that are on.`;
  if (verdict.kind === "fail") return `The ${connector} login is disconnected: a run of this agent fails at its start (connector_disconnected).`;
  if (verdict.reason === "no_login") return `No login of ${connector} serves this agent: a run starts without its tools.`;
  if (verdict.reason === "login_pending") return `The ${connector} login is pending (not signed in yet): a run starts without its tools.`;
  return `The ${connector} platform login is disconnected but a platform key serves it: a run starts without its tools.`;
}

export function explainConnectors(connectors: readonly AgentConnector[]): ConnectorExplanation[] {
  return connectors.map((connector) => {
    const verdict = connectorVerdict(connector);
    const { login } = connector;
    return {
      connector: connector.connector,
      login: login === null ? null : { id: login.id, scope: login.scope, status: login.status, platform: login.platform },
      verdict: verdict.kind,
      explanation: sentence(connector.connector, verdict),
    };
  });
}

// Issue 10: what a run gets from each connector the agent has on (seed "tools in a run", Connector logins at
// run start): the login that serves the agent (resolve-login.ts), its verdict, and the login's listed tools
// as definitions whose availability says why each is or is not offered ("login pending", "tool turned off").

import type { ToolDefinition, VendorToolState } from "../catalog/tool-definition";
import { vendorTools, type VendorListedTool, type VendorToolSetting } from "../catalog/vendor-tools";
import { runStartVerdict, type CandidateLogin, type RunStartVerdict } from "./resolve-login";

/** A login as the offer reads it: its place and status, and its stored tool list with the admin's settings. */
export type ConnectorLoginSnapshot = CandidateLogin & {
  /** When its tools were last listed (ISO text as stored), or null when never. */
  listedAt: string | null;
  tools: readonly VendorListedTool[];
  settings: Readonly<Record<string, VendorToolSetting>>;
};

/** A connector the agent has on, the login that serves the agent (or none), and whether a platform key serves it. */
export type AgentConnector = { connector: string; login: ConnectorLoginSnapshot | null; platformKeyServes: boolean };

export function connectorVerdict(connector: AgentConnector): RunStartVerdict {
  return runStartVerdict(connector.login, connector.platformKeyServes);
}

function loginState(verdict: RunStartVerdict): Exclude<VendorToolState, "turned_off"> {
  if (verdict.kind === "offer") return "on";
  if (verdict.kind === "without" && verdict.reason === "login_pending") return "login_pending";
  return "login_disconnected";
}

/** Every listed tool of every serving login, each with its availability; the offer leaves out all but "on". */
export function connectorToolDefinitions(connectors: readonly AgentConnector[]): ToolDefinition[] {
  return connectors.flatMap(({ connector, login, platformKeyServes }) => {
    if (login === null) return [];
    const state = loginState(runStartVerdict(login, platformKeyServes));
    return vendorTools({ connector, loginState: state, tools: login.tools, settings: login.settings }).map((tool) => tool.definition);
  });
}

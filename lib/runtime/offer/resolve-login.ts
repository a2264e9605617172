// Issue 10 (CONTRACT.md, Connectors; ONE-PRODUCT.md): each connector the agent has on resolves to one login —
// the agent's own, else its guild's, else the organisation's. Then seed "tools in a run", Connector logins
// at run start, decides what the run gets from it:
//   pending                                             the run starts without that connector's tools
//   disconnected                                        the run fails at generation start, naming the connector
//   disconnected, a platform login served by a platform key   the run starts without that connector's tools
//   connected                                           the run offers the login's listed tools that are on

import type { LoginScope, LoginStatus } from "../lifecycle/login-status";

export type CandidateLogin = {
  id: string;
  scope: LoginScope;
  guildId: string | null;
  agentId: string | null;
  status: LoginStatus;
  platform: boolean;
};

export type AgentPlace = { id: string; guildId: string | null };

/** The login that serves `agent` among one connector's logins, or null when none applies. */
export function resolveLogin<Login extends CandidateLogin>(logins: readonly Login[], agent: AgentPlace): Login | null {
  const own = logins.find((login) => login.scope === "agent" && login.agentId === agent.id);
  if (own) return own;
  const guild = agent.guildId === null ? undefined : logins.find((login) => login.scope === "guild" && login.guildId === agent.guildId);
  if (guild) return guild;
  return logins.find((login) => login.scope === "organisation") ?? null;
}

export type RunStartVerdict =
  | { kind: "offer" }
  | { kind: "without"; reason: "no_login" | "login_pending" | "platform_key" }
  | { kind: "fail"; code: "connector_disconnected" };

/** Seed "tools in a run", Connector logins at run start. `platformKeyServes`: a platform key is configured for it. */
export function runStartVerdict(login: CandidateLogin | null, platformKeyServes: boolean): RunStartVerdict {
  if (login === null) return { kind: "without", reason: "no_login" };
  if (login.status === "connected") return { kind: "offer" };
  if (login.status === "pending") return { kind: "without", reason: "login_pending" };
  if (login.platform && platformKeyServes) return { kind: "without", reason: "platform_key" };
  return { kind: "fail", code: "connector_disconnected" };
}

// The egress settings, read in one place (CONTRACT.md, Outbound requests; Conventions: limits have names and
// defaults and are configurable by environment variable). A malformed value stops the process that reads it
// with a sentence naming the variable, rather than quietly allowing or refusing everything.

import { parseAllowList, type AllowList } from "./egress-allow-list";

export type EgressSettings = {
  /** TOLLGATE_EGRESS_ALLOW: what the policy lets through although its address would be refused. */
  allow: AllowList;
  /** TOLLGATE_EGRESS_TIMEOUT_MS: a whole outbound request (web, browser and connector requests). */
  timeoutMs: number;
  /** TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS: resolving and opening one connection. */
  connectTimeoutMs: number;
  /** MODEL_REQUEST_TIMEOUT_MS: one model request, the SDK's retries included. */
  modelRequestTimeoutMs: number;
};

export const defaultEgressTimeouts = { timeoutMs: 30_000, connectTimeoutMs: 10_000, modelRequestTimeoutMs: 120_000 } as const;

export type Environment = Readonly<Record<string, string | undefined>>;

/** The variables these settings come from, so a cache can tell when they changed. */
export const EGRESS_VARIABLES = ["TOLLGATE_EGRESS_ALLOW", "TOLLGATE_EGRESS_TIMEOUT_MS", "TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS", "MODEL_REQUEST_TIMEOUT_MS"] as const;

function milliseconds(environment: Environment, name: string, fallback: number): number {
  const raw = environment[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got ${JSON.stringify(raw)}`);
  return value;
}

export function egressSettingsFromEnvironment(environment: Environment = process.env): EgressSettings {
  return {
    allow: parseAllowList(environment.TOLLGATE_EGRESS_ALLOW),
    timeoutMs: milliseconds(environment, "TOLLGATE_EGRESS_TIMEOUT_MS", defaultEgressTimeouts.timeoutMs),
    connectTimeoutMs: milliseconds(environment, "TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS", defaultEgressTimeouts.connectTimeoutMs),
    modelRequestTimeoutMs: milliseconds(environment, "MODEL_REQUEST_TIMEOUT_MS", defaultEgressTimeouts.modelRequestTimeoutMs),
  };
}

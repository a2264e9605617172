// The egress policy and fetch functions as the environment configures them. One fetch (one connection
// pool) per purpose and configuration: a run's model client is built at each pass of the loop, and the
// settings are read at each use, so a changed variable (say in a test) takes effect at the next request.

import { createEgressFetch, type EgressFetch } from "./egress-fetch";
import type { EgressPolicy } from "./egress-policy";
import { EGRESS_VARIABLES, egressSettingsFromEnvironment, type Environment } from "./egress-settings";
import { resolveHostWithDns } from "./resolve-host";

/** `model`: a model provider's requests (MODEL_REQUEST_TIMEOUT_MS); `request`: any other outbound request. */
export type EgressPurpose = "model" | "request";

const fetches = new Map<string, EgressFetch>();

export function egressPolicyFromEnvironment(environment: Environment = process.env): EgressPolicy {
  return { allow: egressSettingsFromEnvironment(environment).allow, resolve: resolveHostWithDns };
}

export function egressFetchFromEnvironment(purpose: EgressPurpose, environment: Environment = process.env): EgressFetch {
  const key = JSON.stringify([purpose, ...EGRESS_VARIABLES.map((name) => environment[name] ?? null)]);
  const known = fetches.get(key);
  if (known !== undefined) return known;
  const settings = egressSettingsFromEnvironment(environment);
  const created = createEgressFetch({
    policy: { allow: settings.allow, resolve: resolveHostWithDns },
    timeoutMs: purpose === "model" ? settings.modelRequestTimeoutMs : settings.timeoutMs,
    connectTimeoutMs: settings.connectTimeoutMs,
  });
  fetches.set(key, created);
  return created;
}

// The egress policy and fetch functions as the environment configures them. One fetch (one connection
// pool) per purpose and configuration: a run's model client is built at each pass of the loop, and the
// settings are looked up at each use (lib/settings/read-settings.ts parses them again only when a variable
// changed, say in a test), so a changed variable takes effect at the next request.

import { readSettings } from "@/lib/settings/read-settings";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import { createEgressFetch, type EgressFetch } from "./egress-fetch";
import type { EgressPolicy } from "./egress-policy";
import { egressSettingsFromEnvironment, type Environment } from "./egress-settings";
import { resolveHostWithDns } from "./resolve-host";

/**
 * `model`: a model provider's requests (MODEL_REQUEST_TIMEOUT_MS); `request`: any other outbound request;
 * `connector`: an MCP connector's requests and its OAuth sign-in.
 */
export type EgressPurpose = "model" | "request" | "connector";

/**
 * CONTRACT.md, Outbound requests: connector URLs are set by admins and not subject to the allow-list (an
 * admin may bind a server on the private network), so every address is allowed — but the requests keep
 * the connect timeout and TOLLGATE_EGRESS_TIMEOUT_MS up to the response headers. Not on the body: a
 * streamable-HTTP session's event stream stays open as long as the session.
 */
const EVERY_ADDRESS = parseAllowList("0.0.0.0/0,::/0");

type EgressFetches = Partial<Record<EgressPurpose, EgressFetch>>;

/** Keyed by the parsed settings: the same configuration is the same object, so it reuses its pools. */
const fetches = new WeakMap<object, EgressFetches>();

export function egressPolicyFromEnvironment(environment?: Environment): EgressPolicy {
  return { allow: egressSettingsFromEnvironment(environment).allow, resolve: resolveHostWithDns };
}

export function egressFetchFromEnvironment(purpose: EgressPurpose, environment?: Environment): EgressFetch {
  const configuration = readSettings(environment);
  const known = fetches.get(configuration) ?? {};
  fetches.set(configuration, known);
  const settings = egressSettingsFromEnvironment(environment);
  known[purpose] ??= createEgressFetch({
    policy: { allow: purpose === "connector" ? EVERY_ADDRESS : settings.allow, resolve: resolveHostWithDns },
    timeoutMs: purpose === "model" ? settings.modelRequestTimeoutMs : settings.timeoutMs,
    connectTimeoutMs: settings.connectTimeoutMs,
    timeoutScope: purpose === "connector" ? "headers" : "exchange",
    honorManualRedirect: purpose === "connector",
  });
  return known[purpose];
}

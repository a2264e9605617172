// The egress policy and fetch functions as the settings configure them. One fetch (one connection pool)
// per purpose and configuration: a run's model client is built at each pass of the loop with the settings
// of that moment (lib/settings/read-settings.ts gives the same frozen object for the same values), so a
// changed variable takes effect at the next request. Settings are passed in (issue 17, item 4); the
// ...FromEnvironment forms remain for lib/tools until its handlers read ToolDependencies.settings().

import { readSettings } from "@/lib/settings/read-settings";
import { parseAllowList } from "@/lib/settings/allow-list-setting";
import { createEgressFetch, type EgressFetch } from "./egress-fetch";
import type { EgressPolicy } from "./egress-policy";
import type { Settings } from "@/lib/settings/environment-schema";
import { egressSettingsOf, type Environment } from "./egress-settings";
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

export function egressPolicyOf(settings: Settings): EgressPolicy {
  return { allow: egressSettingsOf(settings).allow, resolve: resolveHostWithDns };
}

export function egressPolicyFromEnvironment(environment?: Environment): EgressPolicy {
  return egressPolicyOf(readSettings(environment));
}

export function egressFetchFromEnvironment(purpose: EgressPurpose, environment?: Environment): EgressFetch {
  return egressFetchFor(purpose, readSettings(environment));
}

export function egressFetchFor(purpose: EgressPurpose, configuration: Settings): EgressFetch {
  const known = fetches.get(configuration) ?? {};
  fetches.set(configuration, known);
  const settings = egressSettingsOf(configuration);
  known[purpose] ??= createEgressFetch({
    policy: { allow: purpose === "connector" ? EVERY_ADDRESS : settings.allow, resolve: resolveHostWithDns },
    timeoutMs: purpose === "model" ? settings.modelRequestTimeoutMs : settings.timeoutMs,
    connectTimeoutMs: settings.connectTimeoutMs,
    timeoutScope: purpose === "connector" ? "headers" : "exchange",
    honorManualRedirect: purpose === "connector",
  });
  return known[purpose];
}

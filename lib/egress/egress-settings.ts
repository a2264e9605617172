// The egress settings (CONTRACT.md, Outbound requests; Conventions: limits have names and defaults and are
// configurable by environment variable), declared with every other setting in
// lib/settings/environment-schema.ts. A malformed value stops the process that reads it with a sentence
// naming the variable, rather than quietly allowing or refusing everything.

import type { Environment } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import type { AllowList } from "@/lib/settings/allow-list-setting";

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

export type { Environment };

export function egressSettingsFromEnvironment(environment?: Environment): EgressSettings {
  const settings = readSettings(environment);
  return {
    allow: settings.TOLLGATE_EGRESS_ALLOW,
    timeoutMs: settings.TOLLGATE_EGRESS_TIMEOUT_MS,
    connectTimeoutMs: settings.TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS,
    modelRequestTimeoutMs: settings.MODEL_REQUEST_TIMEOUT_MS,
  };
}

// The egress settings (CONTRACT.md, Outbound requests; Conventions: limits have names and defaults and are
// configurable by environment variable), declared with every other setting in
// lib/settings/environment-schema.ts. A malformed value stops the process that reads it with a sentence
// naming the variable, rather than quietly allowing or refusing everything.

import type { Environment, Settings } from "@/lib/settings/environment-schema";
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

/** The egress part of the settings the entry point read (issue 17, item 4: settings are passed in). */
export function egressSettingsOf(settings: Settings): EgressSettings {
  return {
    allow: settings.TOLLGATE_EGRESS_ALLOW,
    timeoutMs: settings.TOLLGATE_EGRESS_TIMEOUT_MS,
    connectTimeoutMs: settings.TOLLGATE_EGRESS_CONNECT_TIMEOUT_MS,
    modelRequestTimeoutMs: settings.MODEL_REQUEST_TIMEOUT_MS,
  };
}

/** For lib/tools until its handlers read ToolDependencies.settings() (issue 17): reads the environment itself. */
export function egressSettingsFromEnvironment(environment?: Environment): EgressSettings {
  return egressSettingsOf(readSettings(environment));
}

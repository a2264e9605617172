// The workspace's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable, declared in lib/settings/environment-schema.ts). A handler builds them from the
// settings its services give it (issue 17, item 4).

import { DEFAULT_SETTINGS, type Environment, type Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

export type WorkspaceLimits = {
  /** WORKSPACE_FILE_MAX_BYTES: the UTF-8 size of one file; a write or edit past it is refused. */
  fileMaxBytes: number;
};

export function workspaceLimitsOf(settings: Settings): WorkspaceLimits {
  return { fileMaxBytes: settings.WORKSPACE_FILE_MAX_BYTES };
}

export const defaultWorkspaceLimits: WorkspaceLimits = workspaceLimitsOf(DEFAULT_SETTINGS);

/** For the export preflight, which runs outside a tool call (lib/server/runtime/export-preflight.ts). */
export function workspaceLimitsFromEnvironment(environment?: Environment): WorkspaceLimits {
  return workspaceLimitsOf(readSettings(environment));
}

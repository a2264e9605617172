// The workspace's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable, declared in lib/settings/environment-schema.ts). Read where the handlers are
// built, so a test can pass its own.

import { DEFAULT_SETTINGS, type Environment } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

export type WorkspaceLimits = {
  /** WORKSPACE_FILE_MAX_BYTES: the UTF-8 size of one file; a write or edit past it is refused. */
  fileMaxBytes: number;
};

export const defaultWorkspaceLimits: WorkspaceLimits = { fileMaxBytes: DEFAULT_SETTINGS.WORKSPACE_FILE_MAX_BYTES };

export function workspaceLimitsFromEnvironment(environment?: Environment): WorkspaceLimits {
  return { fileMaxBytes: readSettings(environment).WORKSPACE_FILE_MAX_BYTES };
}

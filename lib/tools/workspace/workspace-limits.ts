// The workspace's limits (CONTRACT.md, Conventions: limits have names and defaults and are configurable by
// environment variable). Read where the handlers are built, so a test can pass its own.

export type WorkspaceLimits = {
  /** WORKSPACE_FILE_MAX_BYTES: the UTF-8 size of one file; a write or edit past it is refused. */
  fileMaxBytes: number;
};

export const defaultWorkspaceLimits: WorkspaceLimits = { fileMaxBytes: 1024 * 1024 };

export function workspaceLimitsFromEnvironment(environment: Readonly<Record<string, string | undefined>> = process.env): WorkspaceLimits {
  const raw = environment.WORKSPACE_FILE_MAX_BYTES;
  if (raw === undefined || raw === "") return defaultWorkspaceLimits;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`WORKSPACE_FILE_MAX_BYTES must be a positive whole number, got ${JSON.stringify(raw)}`);
  return { fileMaxBytes: value };
}

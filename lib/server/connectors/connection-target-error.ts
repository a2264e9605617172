import "server-only";

/**
 * Why a login cannot be connected before any server is reached, as a code and a sentence an admin may read
 * (never a value): a secret its connector names is gone, the sealed OAuth state cannot be opened, or its
 * stdio command is not (or no longer) one the operator allows (issue 16, TOLLGATE_STDIO_COMMANDS).
 */
export type ConnectionTargetFailureCode = "secret_missing" | "oauth_state_unreadable" | "command_not_allowed";

export class ConnectionTargetError extends Error {
  readonly code: ConnectionTargetFailureCode;
  constructor(code: ConnectionTargetFailureCode, message: string) {
    super(message);
    this.name = "ConnectionTargetError";
    this.code = code;
  }
}

export function isConnectionTargetError(error: unknown): error is ConnectionTargetError {
  return error instanceof ConnectionTargetError;
}

import "server-only";

/**
 * Why a login cannot be connected before any server is reached, as a code and a sentence an admin may read
 * (never a value): a secret its connector names is gone, or the sealed OAuth state cannot be opened.
 */
export type ConnectionTargetFailureCode = "secret_missing" | "oauth_state_unreadable";

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

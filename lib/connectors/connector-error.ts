// Why a connection or a call failed, with a code (connector-types.ts, ConnectorFailureCode) and a sentence an
// admin may read: it names the server and what happened, never a header, an env value or a token
// (issue 10: a server that hangs, crashes or floods costs a tool error, never a worker).

import type { ConnectorFailureCode } from "./connector-types";

/** Messages quote at most this much of what a server said (an error body, a line of stderr). */
const QUOTED_CHARACTERS = 300;

export class ConnectorError extends Error {
  readonly code: ConnectorFailureCode;
  constructor(code: ConnectorFailureCode, message: string) {
    super(message);
    this.name = "ConnectorError";
    this.code = code;
  }
}

export function isConnectorError(error: unknown): error is ConnectorError {
  return error instanceof ConnectorError;
}

/** A server's own words, shortened and on one line, with every secret value of the connection blanked. */
export function quoteServer(text: string, secrets: readonly string[] = []): string {
  let quoted = text;
  for (const secret of secrets) {
    // Short values (a "1", a "true") would blank half the message and are not secrets anyone guesses from.
    if (secret.length >= 4) quoted = quoted.split(secret).join("[redacted]");
  }
  quoted = quoted.replace(/\s+/g, " ").trim();
  return quoted.length > QUOTED_CHARACTERS ? `${quoted.slice(0, QUOTED_CHARACTERS)}…` : quoted;
}

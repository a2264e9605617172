// What went wrong, from whatever the SDK, the egress fetch or the operating system threw, as a
// ConnectorError with a code and a sentence that is safe to show an admin (secret values blanked).

import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { findEgressError } from "@/lib/egress/egress-error";
import { ConnectorError, quoteServer } from "./connector-error";

export type FailureContext = {
  /** What was being done, for the sentence: "connecting to files", "calling search". */
  doing: string;
  /** The connection's secret values (headers, env), never to appear in a message. */
  secrets: readonly string[];
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** An operating system's or undici's error code (ECONNREFUSED, ENOENT, UND_ERR_SOCKET…) in the cause chain. */
function systemCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(code)) return code;
  }
  return undefined;
}

/** The request never got an answer because the connection failed (refused, reset, closed mid-way). */
export function isNetworkFailure(error: unknown): boolean {
  return findEgressError(error) === null && systemCodeOf(error) !== undefined;
}

export function classifyFailure(error: unknown, context: FailureContext): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const quote = (text: string) => quoteServer(text, context.secrets);
  if (context.signal?.aborted) return new ConnectorError("aborted", `Stopped while ${context.doing}: the call was cancelled.`);
  if (error instanceof UnauthorizedError) {
    return new ConnectorError("unauthorized", `The server refused the credentials while ${context.doing}: sign in again.`);
  }
  const egress = findEgressError(error);
  if (egress !== null) {
    const code = egress.code === "timed_out" ? "timed_out" : "connect_failed";
    return new ConnectorError(code, `${egress.message} (while ${context.doing})`);
  }
  if (error instanceof StreamableHTTPError) {
    if (error.code === 401 || error.code === 403) {
      return new ConnectorError("unauthorized", `The server answered HTTP ${error.code} while ${context.doing}.`);
    }
    const status = error.code === undefined || error.code < 0 ? "" : ` HTTP ${error.code}`;
    return new ConnectorError("protocol_error", `The server answered${status} while ${context.doing}: ${quote(error.message)}`);
  }
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) {
      const within = context.timeoutMs === undefined ? "" : ` within ${context.timeoutMs} ms`;
      return new ConnectorError("timed_out", `The server did not answer${within} while ${context.doing}.`);
    }
    if (error.code === ErrorCode.ConnectionClosed) {
      return new ConnectorError("server_crashed", `The connection to the server closed while ${context.doing}.`);
    }
    return new ConnectorError("protocol_error", `The server answered an error while ${context.doing}: ${quote(error.message)}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  const systemCode = systemCodeOf(error);
  if (systemCode !== undefined) {
    return new ConnectorError("connect_failed", `Could not reach the server while ${context.doing}: ${systemCode}.`);
  }
  return new ConnectorError("protocol_error", `Failed while ${context.doing}: ${quote(message)}`);
}

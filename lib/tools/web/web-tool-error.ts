// How a web tool's failure reaches the runtime: an outage worth repeating is a RetryableToolError (the
// core repeats it with doubling waits, as retry safety `safe` allows — seed "tool rules", Retries), and
// everything else a ToolError, never repeated. Both lead with the tool's error code.

import { ToolError, RetryableToolError } from "@/lib/runtime/ports";
import { failureLine, type WebFailure } from "./web-failure";

export class RetryableWebError extends RetryableToolError {
  readonly code: string;
  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** The error for calls where nothing could be read: retried when any failure is an outage. */
export function errorOfFailures(tool: string, failures: readonly WebFailure[]): Error {
  const [first] = failures;
  const lines =
    failures.length === 1
      ? `${first.url} ${first.kind === "absent" ? "is absent" : "could not be read"}: ${first.reason}`
      : `${tool} read none of the ${failures.length} addresses: ${failures.map(failureLine).join("; ")}`;
  const codes = new Set(failures.map((failure) => failure.code));
  const code = codes.size === 1 ? failures[0].code : failures.some((failure) => failure.retryable) ? "fetch_failed" : failures[0].code;
  if (failures.some((failure) => failure.retryable)) return new RetryableWebError(code, lines);
  return new ToolError(code, lines);
}

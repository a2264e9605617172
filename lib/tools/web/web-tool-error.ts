// How a web tool's failure reaches the runtime: one ToolError led by the tool's error code, marked
// retryable when it is an outage worth repeating (the core repeats it with doubling waits, as retry safety
// `safe` allows — seed "tool rules", Retries); everything else is never repeated.

import { ToolError } from "@/lib/runtime/ports";
import { failureLine, type WebFailure } from "./web-failure";

/** The error for calls where nothing could be read: retried when any failure is an outage. */
export function errorOfFailures(tool: string, failures: readonly WebFailure[]): ToolError {
  const [first] = failures;
  const lines =
    failures.length === 1
      ? `${first.url} ${first.kind === "absent" ? "is absent" : "could not be read"}: ${first.reason}`
      : `${tool} read none of the ${failures.length} addresses: ${failures.map(failureLine).join("; ")}`;
  const codes = new Set(failures.map((failure) => failure.code));
  const retryable = failures.some((failure) => failure.retryable);
  const code = codes.size === 1 ? failures[0].code : retryable ? "fetch_failed" : failures[0].code;
  return new ToolError(code, lines, { retryable });
}


// The tool errors of a browser call (catalog: browser-tools.ts), from what the helper or the runner said.
// Retried only where a repeat may go better — a site that did not answer — and only as the tool's retry
// safety allows (the core decides). A Chrome that went away mid-call is NOT retried: that call costs one
// tool error, and the next call starts Chrome again (issue 11).

import { ToolError } from "@/lib/runtime/ports";
import type { HelperFailureCode } from "./helper-protocol";
import type { HelperRun } from "./helper-runner";

const UNANSWERED_SITE = /ERR_(CONNECTION_(?:FAILED|RESET|CLOSED|REFUSED)|TIMED_OUT|EMPTY_RESPONSE|NETWORK_CHANGED)/;

export function failureOfHelper(code: HelperFailureCode, message: string): ToolError {
  if (code === "navigation_failed" && UNANSWERED_SITE.test(message)) return new ToolError(code, message, { retryable: true });
  if (code === "browser_unreachable") return new ToolError("browser_unavailable", message);
  if (code === "invalid_request") return new ToolError("browser_unavailable", `the browser helper refused the request: ${message}`);
  return new ToolError(code, message);
}

export function failureOfRun(run: Exclude<HelperRun, { kind: "answered" }>, budgetMs: number): ToolError {
  switch (run.kind) {
    case "timed_out":
      return new ToolError("timed_out", `the browser did not finish within ${budgetMs} ms; the helper was stopped`);
    case "aborted":
      return new ToolError("timed_out", "the call was stopped before the browser finished");
    case "failed":
      return new ToolError("browser_unavailable", run.reason);
  }
}

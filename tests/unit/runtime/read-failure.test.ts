import { describe, expect, it } from "vitest";
import { readFailure } from "@/lib/runtime/execution/read-failure";
import { describeFailure } from "@/lib/runtime/execution/describe-failure";
import { ToolError } from "@/lib/runtime/ports";

// Issue 17, item 2: the execution stage reads a ToolError; anything else is a bug or an outage.

describe("readFailure", () => {
  it("reads a ToolError's code, retryable and exit code", () => {
    expect(readFailure(new ToolError("context_key_not_found", "no key k"))).toEqual({ code: "context_key_not_found", retryable: false, exitCode: null });
    expect(readFailure(new ToolError("timed_out", "slow", { retryable: true }))).toEqual({ code: "timed_out", retryable: true, exitCode: null });
    expect(readFailure(new ToolError("script_failed", "exit 2", { exitCode: 2 }))).toEqual({ code: "script_failed", retryable: false, exitCode: 2 });
  });

  it("treats any other throw as unexpected: no code, not retried, logged with its stack", () => {
    const bug = new TypeError("undefined is not a function");
    expect(readFailure(bug)).toEqual({ code: null, retryable: false, exitCode: null });
    expect(readFailure("a string")).toEqual({ code: null, retryable: false, exitCode: null });
    expect(describeFailure(bug)).toBe(bug.stack);
  });

  it("reads no property off any other error, however it names a code or asks to be retried", () => {
    const coded = Object.assign(new Error("address refused"), { code: "address_not_allowed", retryable: true, exitCode: 3 });
    expect(readFailure(coded)).toEqual({ code: null, retryable: false, exitCode: null });
  });

  it("logs a ToolError as one line, its code first", () => {
    expect(describeFailure(new ToolError("vendor_tool_error", "the vendor said\nno"))).toBe("vendor_tool_error: the vendor said no");
  });
});

describe("an ordinary tool error in the operational log (issue 23, item 5)", () => {
  it("is one line with its code when a run tool is called without a run, not a stack trace", async () => {
    const { requireRun } = await import("@/lib/tools/require-run");
    let thrown: unknown;
    try {
      requireRun({ runId: null, tool: "os.set_execution_name" } as Parameters<typeof requireRun>[0]);
    } catch (error) {
      thrown = error;
    }
    const line = describeFailure(thrown);
    expect(line).toBe("run_required: os.set_execution_name needs a run: a playground call has no run to act on");
    expect(line).not.toContain("\n");
    expect(line).not.toMatch(/\bat \S+ \(/);
  });
});

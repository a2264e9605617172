import { afterEach, describe, expect, it, vi } from "vitest";
import { executeHandler } from "@/lib/runtime/execution/execute-handler";
import type { ToolContext, ToolHandler } from "@/lib/runtime/ports";
import { ToolError } from "@/lib/runtime/ports";

const context: ToolContext = {
  organisationId: "o", agentId: "a", conversationId: "c", runId: "r", taskId: null, callId: "call",
  actingUserId: "u", actingUserRoles: ["editor"], tool: "test.tool",
};

const settings = (retry: "safe" | "unsafe", timeoutMs = 1000) => ({
  retry,
  policy: { maxAttempts: 3, baseDelayMs: 10 },
  timeoutMs,
  sleep: async () => undefined,
});

describe("executeHandler", () => {
  it("reports a timeout as tool_timeout, not retried, and aborts the attempt's signal so the handler can stop", async () => {
    let seen: AbortSignal | undefined;
    let calls = 0;
    const handler: ToolHandler = (given) => {
      calls += 1;
      seen = given.signal;
      return new Promise((resolve) => given.signal?.addEventListener("abort", () => resolve("stopped late")));
    };
    const outcome = await executeHandler(handler, context, {}, settings("safe", 20));
    expect(outcome).toMatchObject({ outcome: "tool_error", code: "tool_timeout", attempts: 1, retryable: false });
    expect(calls).toBe(1);
    expect(seen?.aborted).toBe(true);
  });

  it("gives each attempt a fresh signal that is not aborted when the attempt answers", async () => {
    const signals: AbortSignal[] = [];
    let left = 1;
    const handler: ToolHandler = async (given) => {
      signals.push(given.signal!);
      if (left-- > 0) throw new ToolError("busy", "busy", { retryable: true });
      return "ok";
    };
    const outcome = await executeHandler(handler, context, {}, settings("safe"));
    expect(outcome).toMatchObject({ outcome: "ok", attempts: 2 });
    expect(signals).toHaveLength(2);
    expect(signals[0]).not.toBe(signals[1]);
    expect(signals.every((signal) => !signal.aborted)).toBe(true);
  });

  describe("the attempt's signal is made only when the handler reads it (issue 9, item 7: in-process overhead)", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    function countControllers(): { made: number } {
      const count = { made: 0 };
      const Original = globalThis.AbortController;
      vi.stubGlobal(
        "AbortController",
        class extends Original {
          constructor() {
            super();
            count.made += 1;
          }
        },
      );
      return count;
    }

    it("makes no AbortController for a handler that never reads its signal", async () => {
      const count = countControllers();
      const outcome = await executeHandler(async () => "ok", context, {}, settings("safe"));
      expect(outcome).toMatchObject({ outcome: "ok", attempts: 1 });
      expect(count.made).toBe(0);
    });

    it("hands a handler that reads its signal only after the timeout one that is already aborted", async () => {
      let late: AbortSignal | undefined;
      const handler: ToolHandler = (given) =>
        new Promise((resolve) =>
          setTimeout(() => {
            late = given.signal;
            resolve("too late");
          }, 40),
        );
      const outcome = await executeHandler(handler, context, {}, settings("safe", 10));
      expect(outcome).toMatchObject({ outcome: "tool_error", code: "tool_timeout" });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(late?.aborted).toBe(true);
      expect(String(late?.reason)).toBe("Error: timed out after 10 ms");
    });
  });

  // Issue 8, item 17: a failure worth repeating of a tool that is never repeated is an unknown outcome.
  it("reports a retryable failure of an unsafe tool as outcome_unknown after one attempt", async () => {
    let calls = 0;
    const handler: ToolHandler = async () => {
      calls += 1;
      throw new ToolError("connection_reset", "connection reset", { retryable: true });
    };
    const outcome = await executeHandler(handler, context, {}, settings("unsafe"));
    expect(outcome).toMatchObject({ outcome: "tool_error", code: "outcome_unknown", attempts: 1 });
    expect(outcome.outcome === "tool_error" && outcome.message).toMatch(/^connection_reset: connection reset; whether the call took effect is unknown/);
    expect(calls).toBe(1);
  });

  it("keeps a plain failure of an unsafe tool a plain failure", async () => {
    const handler: ToolHandler = async () => {
      throw new Error("no such record");
    };
    expect(await executeHandler(handler, context, {}, settings("unsafe"))).toMatchObject({ outcome: "tool_error", code: null, message: "no such record", attempts: 1 });
  });
});

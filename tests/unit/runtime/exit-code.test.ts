import { describe, expect, it } from "vitest";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import type { AnswerDependencies } from "@/lib/runtime/ports/loop-dependencies";
import { answerCall } from "@/lib/runtime/results/answer-call";
import { ToolError, type ToolContext, type ToolHandler, type ToolOutput } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";

// Seed "tools in a run": each call records its metadata; "A script_run call also records exit_code".
// A handler reports one by returning { text, exitCode } or by failing with an error that carries it.

const dependencies: AnswerDependencies = {
  secrets: { valuesFor: async () => [] },
  results: { newRef: () => "ref-1", put: async () => ({ ref: "ref-1" }) },
  limits: defaultRuntimeLimits,
  clock: { now: () => new Date("2026-12-01T09:00:00.000Z") },
  sleep: async () => {},
};

const definition: ToolDefinition = {
  name: "script_run",
  family: "Scripts",
  page: "Native tools",
  description: "Runs a script.",
  access: "write",
  retry: "unsafe",
  gate: "task",
  runCallable: true,
  inputSchema: { type: "object" },
  errors: [],
};

const context: ToolContext = {
  organisationId: "org-1",
  agentId: "agent-1",
  conversationId: "conversation-1",
  runId: "run-1",
  taskId: null,
  callId: "call-1",
  actingUserId: "user-1",
  actingUserRoles: ["editor"],
  tool: "script_run",
};

function answer(handler: ToolHandler<ToolOutput>) {
  return answerCall(dependencies, { context, definition, handler, arguments: {}, remainingToolCalls: 9, previewsOn: true });
}

describe("exit_code in a call's metadata", () => {
  it("is recorded for a handler that completes with one", async () => {
    const answered = await answer(async () => ({ text: '{"value":5}', exitCode: 0 }));
    expect(answered).toMatchObject({ outcome: "ok", code: null, body: '{"value":5}' });
    expect(answered.metadata.exit_code).toBe(0);
  });

  it("is recorded for a handler that fails with one, as a tool error naming it", async () => {
    const answered = await answer(async () => {
      throw new ToolError("script_failed", 'the script "x" failed with exit code 1: Error: boom', { exitCode: 1 });
    });
    expect(answered).toMatchObject({ outcome: "tool_error", code: "script_failed" });
    expect(answered.body).toBe('ERROR: script_failed: the script "x" failed with exit code 1: Error: boom');
    expect(answered.metadata.exit_code).toBe(1);
  });

  it("is absent for a tool that reports none, whether it answers text or fails", async () => {
    expect((await answer(async () => "plain")).metadata).not.toHaveProperty("exit_code");
    const failed = await answer(async () => {
      throw new ToolError("script_not_found", "no such script");
    });
    expect(failed.metadata).not.toHaveProperty("exit_code");
  });

  it("leaves an answer without text a tool error, as before", async () => {
    const answered = await answer(async () => ({ exitCode: 0 }) as unknown as ToolOutput);
    expect(answered).toMatchObject({ outcome: "tool_error", code: "tool_returned_no_text" });
  });
});

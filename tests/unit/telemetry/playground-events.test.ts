import { describe, expect, it } from "vitest";
import { invokeTool } from "@/lib/runtime/loop/invoke-tool";
import type { RunEvent } from "@/lib/runtime/ports/run-events";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { agentSettings, createTestHandlers, loopDependencies, scriptedResponses } from "../../support/core-fixtures";

// Issue 17, item 3: the playground's invoke reports its one call as a run does (no run, no turn).

async function invoked(tool: string, input: unknown) {
  const seen: RunEvent[] = [];
  const deps = { ...loopDependencies(createInMemoryRunStore([]), scriptedResponses([]), createTestHandlers({ calls: [], flakyFailures: 1 })), events: { wantsContent: false, emit: (event: RunEvent) => seen.push(event) } };
  const context = { organisationId: "org_1", agentId: "agent_1", conversationId: null, runId: null, taskId: null, callId: "call_1", actingUserId: "user_1", actingUserRoles: ["editor"] };
  await invokeTool(deps, { context, task: null, tool, arguments: input, toolCallBudget: 20, agent: agentSettings(), agentTools: [], previews: true });
  return seen.map((event) => [event.type, "outcome" in event ? event.outcome : "admitted" in event ? event.admitted : null]);
}

describe("the playground's events", () => {
  it("are admitted, each attempt executed, then answered", async () => {
    expect(await invoked("test__flaky", {})).toEqual([
      ["call_admitted", true],
      ["call_executed", "tool_error"],
      ["call_executed", "ok"],
      ["call_answered", "ok"],
    ]);
  });

  it("are a refusal admitted false and answered at once", async () => {
    expect(await invoked("test__nope", {})).toEqual([
      ["call_admitted", false],
      ["call_answered", "handed_back"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { taskScopeOf } from "@/lib/tools/os/context-scope";

// Issue 12, item 1: whose "task's context" a call reads and writes (lib/tools/os/context-scope.ts).
describe("taskScopeOf", () => {
  it.each([
    ["a run of a task: the task's, whatever the run", { taskId: "t1", runId: "r1", actingUserId: "u1", callId: "c1" }, "task:t1"],
    ["a playground call with a task: the task's", { taskId: "t1", runId: null, actingUserId: "u1", callId: "c1" }, "task:t1"],
    ["a run without a task: its own", { taskId: null, runId: "r1", actingUserId: "u1", callId: "c1" }, "run:r1"],
    ["a playground call without a task: the person's", { taskId: null, runId: null, actingUserId: "u1", callId: "c1" }, "playground:u1"],
    ["a call with neither: that call's alone", { taskId: null, runId: null, actingUserId: null, callId: "c1" }, "call:c1"],
  ])("%s", (_case, context, scope) => {
    expect(taskScopeOf(context)).toBe(scope);
  });
});

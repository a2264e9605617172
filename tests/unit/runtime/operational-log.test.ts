import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { operationalLogLine } from "@/lib/server/runtime/operational-log-line";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

describe("a handler that throws", () => {
  it("sends its full error, redacted, to the operational log; the model reads only ERROR: <message>", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const deps = loopDependencies(store, scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__broken", arguments: {} }] }]), createTestHandlers(), ["fire"]);
    const logged: { message: string; detail?: Record<string, unknown> }[] = [];
    deps.log = { error: (message, detail) => logged.push({ message, detail }) };
    await advanceRun(deps, "run_1");
    expect(store.call("run_1", 0, 0).result).toBe("ERROR: disk on [REDACTED]\n\nremaining_tool_calls: 19");
    expect(logged).toHaveLength(1);
    expect(logged[0].message).toBe("tool test.broken failed");
    expect(String(logged[0].detail?.error)).toMatch(/^Error: disk on \[REDACTED\]\n\s+at /);
  });
});

describe("an ordinary tool error (issue 16, item 7)", () => {
  it("is one log line: a coded error logs its code and message, never its stack", async () => {
    const store = createInMemoryRunStore([runSnapshot()]);
    const deps = loopDependencies(store, scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__refuses", arguments: {} }] }]), createTestHandlers());
    const logged: { message: string; detail?: Record<string, unknown> }[] = [];
    deps.log = { error: (message, detail) => logged.push({ message, detail }) };
    await advanceRun(deps, "run_1");
    expect(logged).toHaveLength(1);
    expect(logged[0].detail?.error).toBe("key_missing: no value by that name");
    const line = operationalLogLine(logged[0].message, logged[0].detail);
    expect(line).not.toContain("\n");
    expect(line).toBe(`[tollgate] tool test.refuses failed {"callId":"${String(logged[0].detail?.callId)}","runId":"run_1","error":"key_missing: no value by that name"}`);
  });

  it("writes even an unexpected throw's stack on one line", () => {
    const line = operationalLogLine("tool test.broken failed", { error: new Error("disk on fire").stack });
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toContain("disk on fire\\n    at ");
  });
});

import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createLogEvents } from "@/lib/server/telemetry/log-events";
import { createLogger } from "@/lib/server/telemetry/logger";
import { createInMemoryRunStore } from "../../support/in-memory-run-store";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../support/core-fixtures";

// Issue 17, item 3 (CONTRACT "Telemetry"): with LOG_FORMAT=json the operational log is one JSON object a line
// (`level`, `msg`, `runId`…); otherwise the readable lines of today.

function buffer() {
  const lines: string[] = [];
  return { lines, write: (chunk: string) => lines.push(...chunk.split("\n").filter((line) => line !== "")) };
}

describe("LOG_FORMAT=json", () => {
  it("writes the operational log and the run's events as one JSON object a line, never argument text", async () => {
    const out = buffer();
    const logger = createLogger("json", out);
    const store = createInMemoryRunStore([runSnapshot()]);
    const model = scriptedResponses([{ text: "", calls: [{ id: "a", name: "test__refuses", arguments: { text: "private words" } }] }, { text: "done", calls: [] }]);
    const deps = { ...loopDependencies(store, model, createTestHandlers()), log: { error: logger.error }, events: createLogEvents(logger) };
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    const objects = out.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects.length).toBe(out.lines.length);
    expect(objects.map((entry) => [entry.level, entry.msg])).toEqual([
      ["info", "run pass started"],
      ["info", "model request"],
      ["error", "tool test.refuses failed"],
      ["info", "call answered"],
      ["info", "model request"],
      ["info", "run pass ended"],
    ]);
    expect(objects.every((entry) => entry.runId === "run_1" && typeof entry.time === "string")).toBe(true);
    expect(objects[2]).toMatchObject({ error: "key_missing: no value by that name" });
    expect(objects[3]).toMatchObject({ tool: "test.refuses", outcome: "tool_error", code: "key_missing", attempts: 1 });
    expect(objects[5]).toMatchObject({ stoppedAs: "succeeded", ended: true });
    expect(out.lines.join("\n")).not.toContain("private words");
  });

  it("keeps today's readable lines otherwise", () => {
    const out = buffer();
    const logger = createLogger("text", out);
    logger.error("model request failed", { runId: "run_1", message: "boom" });
    logger.info("run run_1 → succeeded", { runId: "run_1" });
    expect(out.lines).toEqual(['[tollgate] model request failed {"runId":"run_1","message":"boom"}', "[tollgate] run run_1 → succeeded"]);
  });
});

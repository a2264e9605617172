import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createScriptedModel } from "@/lib/models/scripted-model";
import type { ScriptTurn } from "@/lib/contracts/model-spec";
import type { ModelClient, ModelRequest } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { createInMemoryRunStore } from "../../../support/in-memory-run-store";
import { loopDependencies, runSnapshot } from "../../../support/core-fixtures";

// Issue 22: the loop counts each prompt and compacts before one would pass the model's context; the
// compaction is stored before use, the scripted model scripts its summary like any turn (a text answer),
// a turn of calls in its place leaves the digest, and the stored row is what the prompt carries.

const CONTEXT = 6000;
const bigTurn: ScriptTurn = { calls: [{ name: "test__big", arguments: {} }] };

function recording(model: ModelClient, requests: ModelRequest[]): ModelClient {
  return { generate: async (request) => (requests.push(request), model.generate(request)) };
}

async function play(script: ScriptTurn[], prepare?: (store: ReturnType<typeof createInMemoryRunStore>) => void) {
  const store = createInMemoryRunStore([runSnapshot({ state: { version: 1, toolCallBudget: 200, maxIterations: 200 } })]);
  prepare?.(store);
  const requests: ModelRequest[] = [];
  const deps = { ...loopDependencies(store, recording(createScriptedModel(script), requests)), limits: { ...defaultRuntimeLimits, modelContextMaxTokens: CONTEXT } };
  const status = await advanceRun(deps, "run_1");
  return { status, store, requests, run: store.runs.get("run_1")! };
}

const script: ScriptTurn[] = [...Array.from({ length: 40 }, () => bigTurn), { text: "done" }];

describe("compaction in the loop", () => {
  it("keeps every prompt within the context, and names the covered turns in the prompt after", async () => {
    const { status, run, requests } = await play(script);
    expect(status).toBe("succeeded");
    expect(run.compactions?.length).toBeGreaterThanOrEqual(1);
    for (const turn of run.turns) expect(turn.promptTokens).toBeLessThanOrEqual(CONTEXT);
    const first = run.compactions![0]!;
    // The script's entry at that request was a turn of calls: not a summary, so the digest stands in.
    expect(first).toMatchObject({ sequence: 1, fromTurn: 1, source: "digest" });
    expect(first.summary.split("\n")[0]).toMatch(/^turn 1: test__big \{\} → ok ref ref_\d+$/);
    expect(first.droppedRefs.length).toBe(first.toTurn);
    const compactionRequest = requests.findIndex((request) => request.purpose === "compaction");
    expect(requests[compactionRequest]!.tools).toEqual([]);
    expect(requests[compactionRequest]!.requestIndex).toBe(first.toTurn + 3);
    const next = requests[compactionRequest + 1]!;
    expect(next.requestIndex).toBe(compactionRequest + 1);
    const summary = next.messages.find((message) => message.role === "user" && message.content.startsWith("[Compaction 1"));
    expect(summary?.content).toContain(`turns 1–${first.toTurn} of this run are no longer shown`);
    // The covered turns' own messages are gone from the prompt.
    expect(next.messages.filter((message) => message.role === "assistant").length).toBe(run.turns.filter((turn) => turn.index < compactionRequest).length - first.toTurn);
  });

  it("uses the summary the run's model writes when its scripted turn at that request is text", async () => {
    const dry = await play(script);
    const at = dry.requests.findIndex((request) => request.purpose === "compaction");
    const written = [...script];
    written[at] = { text: "Summary: forty reads of test.big, nothing found yet." };
    const { run, requests } = await play(written);
    expect(run.compactions![0]).toMatchObject({ source: "model", summary: "Summary: forty reads of test.big, nothing found yet." });
    const carried = requests[at + 1]!.messages.find((message) => message.role === "user" && message.content.startsWith("[Compaction 1"));
    expect(carried?.content).toContain("below is a summary you wrote");
    expect(carried?.content.endsWith("Summary: forty reads of test.big, nothing found yet.")).toBe(true);
  });

  it("folds the earlier summary into the next compaction", async () => {
    const { run } = await play([...Array.from({ length: 90 }, () => bigTurn), { text: "done" }]);
    expect(run.compactions!.length).toBeGreaterThanOrEqual(2);
    const [first, second] = run.compactions!;
    expect(second!.fromTurn).toBe(1);
    expect(second!.toTurn).toBeGreaterThan(first!.toTurn);
    expect(second!.summary.startsWith(`Earlier (turns 1–${first!.toTurn}):`)).toBe(true);
  });

  it("carries the stored compaction when another pass wrote that sequence first, never its own", async () => {
    const { run, requests } = await play(script, (store) => {
      const own = store.recordCompaction.bind(store);
      store.recordCompaction = async (held, compaction) => {
        await own(held, { ...compaction, summary: "FIRST PASS SUMMARY", source: "model" });
        return own(held, compaction);
      };
    });
    expect(run.compactions!.map((compaction) => compaction.summary)).toContain("FIRST PASS SUMMARY");
    const after = requests.find((request) => request.purpose !== "compaction" && request.messages.some((message) => message.content.includes("[Compaction 1")));
    expect(after!.messages.some((message) => message.content.includes("FIRST PASS SUMMARY"))).toBe(true);
  });

  it("compacts nothing with MODEL_CONTEXT_MAX_TOKENS=0, and still counts every prompt", async () => {
    const store = createInMemoryRunStore([runSnapshot({ state: { version: 1, toolCallBudget: 200, maxIterations: 200 } })]);
    const deps = { ...loopDependencies(store, createScriptedModel(script)), limits: { ...defaultRuntimeLimits, modelContextMaxTokens: 0 } };
    expect(await advanceRun(deps, "run_1")).toBe("succeeded");
    const run = store.runs.get("run_1")!;
    expect(run.compactions ?? []).toEqual([]);
    expect(run.turns.every((turn) => typeof turn.promptTokens === "number" && turn.promptTokens > 0)).toBe(true);
  });
});

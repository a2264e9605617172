import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { buildMessages } from "@/lib/runtime/loop/build-messages";
import { replayedCharacters } from "@/lib/runtime/loop/replay-result";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import { getRunMessages } from "@/lib/server/runs/get-run-messages";
import { createPrismaRunStore, readRunForView } from "@/lib/server/runs/prisma-run-store";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { createOrganisationFixture } from "../../support/organisation-fixture";
import { held } from "../../support/held-run";
import { testPrisma } from "../../support/test-database";
import { createRunRow } from "../tools/tool-test-setup";

// Issue 16, item 8: a worker's load reads earlier turns' results only as far as a later prompt quotes them,
// with their whole length, and builds exactly the prompt a whole read builds. Item 1: a reader of the run
// (its messages, its offer) reads it whole and never takes the lease from the worker advancing it.

const prisma = testPrisma();

async function runWithLongResults(turns: number): Promise<{ runId: string; fixture: Awaited<ReturnType<typeof createOrganisationFixture>> }> {
  const fixture = await createOrganisationFixture(prisma, { tools: ["os.list_built_in_tools"], toolCallBudget: 50, maxIterations: 50 });
  const { runId } = await createRunRow(prisma, fixture);
  const script = [...Array.from({ length: turns }, () => ({ calls: [{ name: "os__list_built_in_tools", arguments: {} }] })), { text: "done" }];
  await prisma.run.update({ where: { id: runId }, data: { model: { provider: "scripted", script }, state: { version: 1, toolCallBudget: 50, maxIterations: 50 } } });
  expect(await advanceRun(createLoopDependencies(prisma), runId)).toBe("succeeded");
  return { runId, fixture };
}

describe("a worker's load of a run with long results", () => {
  it("reads earlier results only as far as a replay quotes them, and builds the same prompt as a whole read", async () => {
    const { runId } = await runWithLongResults(5);
    const limits = defaultRuntimeLimits;
    const store = createPrismaRunStore(prisma, undefined, { replayedCharacters: replayedCharacters(limits) });
    const loaded = (await store.load(runId))!;
    const whole = (await readRunForView(prisma, runId))!;
    const earlier = loaded.turns.slice(0, -1).flatMap((turn) => turn.calls);
    expect(earlier.length).toBe(5);
    for (const call of earlier) {
      // The stored results are the model's previews: several thousand characters, of which 1,500 are read.
      expect(call.resultChars).toBeGreaterThan(replayedCharacters(limits));
      expect(call.result!.length).toBeLessThanOrEqual(replayedCharacters(limits) + 1);
    }
    expect(whole.turns.flatMap((turn) => turn.calls).every((call) => call.resultChars === undefined)).toBe(true);
    // The prompt the next turn would send: the same, cut line and all. (A prompt at an earlier turn is a
    // view's to rebuild, from a whole read.)
    expect(buildMessages(loaded, limits)).toEqual(buildMessages(whole, limits));
  });
});

describe("a reader of a run", () => {
  it("reads its messages and offer without taking the lease: the worker holding it goes on writing", async () => {
    const { runId, fixture } = await runWithLongResults(1);
    const store = createPrismaRunStore(prisma);
    const holder = await held(store, runId);
    const before = (await prisma.run.findUniqueOrThrow({ where: { id: runId } })).leaseEpoch;
    const messages = await getRunMessages(prisma, fixture.editor, runId, 0);
    expect(messages.turns).toBe(2);
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).leaseEpoch).toBe(before);
    // A write under the worker's lease still lands (a reader that took the lease would make it throw).
    await expect(store.status(holder)).resolves.toBe("succeeded");
    await expect(store.updateRun(holder, { status: "running" })).resolves.toBeUndefined();
  });
});

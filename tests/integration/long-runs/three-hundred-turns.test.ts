// Issue 22 (CONTRACT.md, Long runs), through the worker's own loop on PostgreSQL: a 300-turn scripted run
// whose every turn reads a large result stays within its model's context by compacting its oldest turns,
// each compaction naming the turns it covers, and answers a question about its first turn through
// read_transcript after that turn has left the prompt.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { getRun } from "@/lib/server/runs/get-run";
import { getRunMessages } from "@/lib/server/runs/get-run-messages";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { readSettings } from "@/lib/settings/read-settings";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import type { ScriptTurn } from "@/lib/contracts/model-spec";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";

const prisma = testPrisma();
let fixture: OrganisationFixture;
let worker: RunningWorker;

const CONTEXT = 16_000;
const CODEWORD = "HELIOTROPE-7731";
// Past the digest's 80 characters of arguments, within read_transcript's 400.
const codewordValue = `Kept for the end of the run, after a long preamble that no digest line quotes in full: the launch codeword is ${CODEWORD}.`;
const bulk = Array.from({ length: 400 }, (_unused, index) => `line ${index}: quarterly ledger entry ${index * 37} settled`).join("\n").slice(0, 15_000);

const script: ScriptTurn[] = [
  { calls: [{ name: "os__set_context", arguments: { key: "codeword", value: codewordValue } }] },
  { calls: [{ name: "os__set_context", arguments: { key: "bulk", value: bulk } }] },
  ...Array.from({ length: 310 }, (): ScriptTurn => ({ calls: [{ name: "os__get_context", arguments: { key: "bulk" } }] })),
  { calls: [{ name: "read_transcript", arguments: { thisRun: true, fromTurn: 1, toTurn: 1 } }] },
  { text: `The codeword from turn 1 was ${CODEWORD}.` },
];

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma, { toolCallBudget: 1000, maxIterations: 1000 });
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

describe("a 300-turn run with large results", () => {
  it("stays within its context, compacts with named turns, and reads turn 1 back through read_transcript", async () => {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: "Read the ledger again and again, then tell me the codeword from the start.",
      model: { provider: "scripted", script, contextTokens: CONTEXT },
    }, readSettings());
    expect(await waitForRunStatus(prisma, created.id, ["succeeded", "failed"], 240_000)).toBe("succeeded");
    const run = await getRun(prisma, fixture.editor, created.id);
    expect(run.turns.length).toBeGreaterThanOrEqual(300);

    // Every prompt was counted, and none passed the model's context.
    const counted = run.turns.map((turn) => turn.promptTokens ?? Number.NaN);
    expect(counted.every((tokens) => tokens > 0 && tokens <= CONTEXT)).toBe(true);

    // Repeated compactions, each from turn 1 (the earlier summary folded in), each stored once.
    const compactions = run.compactions ?? [];
    expect(compactions.length).toBeGreaterThanOrEqual(2);
    expect(compactions.map((compaction) => compaction.sequence)).toEqual(compactions.map((_compaction, index) => index + 1));
    for (const [index, compaction] of compactions.entries()) {
      expect(compaction.fromTurn).toBe(1);
      if (index > 0) {
        expect(compaction.toTurn).toBeGreaterThan(compactions[index - 1]!.toTurn);
        expect(compaction.summary.startsWith(`Earlier (turns 1–${compactions[index - 1]!.toTurn}):`)).toBe(true);
      }
      // Never the latest turn and the TOOL_RESULT_REPLAY_TURNS before it.
      expect(compaction.toTurn).toBeLessThanOrEqual(compaction.beforeTurn - 3);
      expect(compaction.droppedRefs.length).toBeGreaterThan(0);
    }
    // The scripted entries its requests consumed were turns of calls, not summaries: the digest stood in.
    expect(compactions.every((compaction) => compaction.source === "digest")).toBe(true);

    // The question about turn 1, answered through read_transcript: the codeword had left the prompt.
    const readTurn = run.turns.find((turn) => turn.calls.some((call) => call.tool === "read_transcript"))!;
    const prompt = await getRunMessages(prisma, fixture.editor, created.id, readTurn.index);
    const promptText = JSON.stringify(prompt.messages);
    expect(promptText).toContain("[Compaction");
    expect(promptText).not.toContain(CODEWORD);
    const read = readTurn.calls[0]!;
    expect(read.outcome).toBe("ok");
    const transcript = JSON.parse(withoutTrailer(read.result!));
    // Every turn before the asking one, and not the asking one (it is still being written).
    expect(transcript).toMatchObject({ thisRun: true, earlierTurns: readTurn.index, matchingTurns: 1 });
    expect(transcript.turns[0]).toMatchObject({ turn: 1, calls: [{ name: "os__set_context", outcome: "ok" }] });
    expect(transcript.turns[0].calls[0].arguments).toContain(CODEWORD);
    expect(run.output).toBe(`The codeword from turn 1 was ${CODEWORD}.`);
  }, 300_000);
});

// The cost of one durable step on PostgreSQL: a run whose model asks for one call a turn (1 KB argument),
// advanced by the real loop over the Prisma store, with the scripted model so no model time is counted.
// Issue 9, item 5: besides the time, the statements and commits each step sends (counted at the driver,
// statement-counter.ts), the loop's apart from the tool's own, and whether a step costs more late in a
// long run than early (steps 1–20 against 181–200 of a 200-step run).

import { randomBytes } from "node:crypto";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createPrismaClient } from "@/lib/server/db";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { LoopDependencies } from "@/lib/runtime/ports/loop-dependencies";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { acquireTestServer } from "../support/test-server";
import { createOrganisationFixture, type OrganisationFixture } from "../support/organisation-fixture";
import { difference, startStatementCounter, type StatementCounter, type StatementCounts } from "./statement-counter";

const callsPerRun = 20;
const runs = 15;
const longRunSteps = 200;

// Issue 9's targets, printed beside the figures (LangGraph JS + PostgresSaver measured 9.6 ms a step).
const targetWriteCommits = 2;
const targetMilliseconds = 4.8;
const targetGrowth = 1.1;

function scriptOf(calls: number) {
  return [
    ...Array.from({ length: calls }, (_, index) => ({ calls: [{ name: "os__set_context", arguments: { key: `k${index}`, value: "v".repeat(1024) } }] })),
    { text: "done" },
  ];
}

async function createBenchRun(prisma: PrismaClient, fixture: OrganisationFixture, calls: number): Promise<string> {
  const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
  const run = await prisma.run.create({
    data: {
      organisationId: fixture.organisationId,
      conversationId: conversation.id,
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      actingUserId: fixture.editor.userId,
      kind: "direct",
      input: "bench",
      model: { provider: "scripted", script: scriptOf(calls) },
      state: { version: 1, toolCallBudget: 1000, maxIterations: 1000 },
    },
  });
  return run.id;
}

/** The loop's dependencies, with each handler's statements counted as the tool's and each model turn timed. */
function instrumented(dependencies: LoopDependencies, counter: StatementCounter, turnStarts: bigint[]): LoopDependencies {
  return {
    ...dependencies,
    handlers: {
      has: (tool) => dependencies.handlers.has(tool),
      get: (tool) => {
        const handler = dependencies.handlers.get(tool);
        return handler && ((context, input) => counter.asHandler(() => handler(context, input)));
      },
    },
    async modelFor(run) {
      const model = await dependencies.modelFor(run);
      return {
        generate: (request) => {
          turnStarts.push(process.hrtime.bigint());
          return model.generate(request);
        },
      };
    },
  };
}

function perStep(counts: StatementCounts, steps: number): string {
  const format = (value: number) => (value / steps).toFixed(1);
  return `${format(counts.statements)} statements, ${format(counts.commits)} commits (${format(counts.writeCommits)} writing)`;
}

function line(label: string, value: string): void {
  console.log(`${label.padEnd(58)} ${value}`);
}

export async function benchDurableCall(): Promise<void> {
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  const server = await acquireTestServer();
  const name = `tollgate_bench_${process.pid}`;
  await createDatabaseIfMissing(server.adminUrl, name);
  const url = withDatabaseName(server.adminUrl, name);
  const prisma = createPrismaClient(url);
  const counter = startStatementCounter();
  try {
    await migrateDatabase({ connectionString: url });
    const fixture = await createOrganisationFixture(prisma, { toolCallBudget: 1000, maxIterations: 1000 });
    const turnStarts: bigint[] = [];
    const dependencies = instrumented(createLoopDependencies(prisma), counter, turnStarts);
    const samples: number[] = [];
    let counted: { loop: StatementCounts; handler: StatementCounts } | null = null;
    for (let index = 0; index < runs; index += 1) {
      const runId = await createBenchRun(prisma, fixture, callsPerRun);
      const before = counter.snapshot();
      const started = process.hrtime.bigint();
      const status = await advanceRun(dependencies, runId);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (status !== "succeeded") throw new Error(`bench run ended ${status}`);
      const after = counter.snapshot();
      counted = { loop: difference(after.loop, before.loop), handler: difference(after.handler, before.handler) };
    }
    const measured = samples.slice(3).sort((a, b) => a - b); // the first runs warm the pool and the JIT
    const medianRun = measured[Math.floor(measured.length / 2)];
    const perCall = medianRun / callsPerRun;
    line("durable run of 20 calls (1 KB args, 1 turn a call), median", `${medianRun.toFixed(1)} ms`);
    line("  → one durable step (model turn + admission + execution)", `${perCall.toFixed(2)} ms   (target ≤ ${targetMilliseconds} ms)`);
    if (counted) {
      // 21 model turns carry 20 calls; figures are per call, as the time is.
      line("  → the loop's own, per step", `${perStep(counted.loop, callsPerRun)}   (target ≤ ${targetWriteCommits} writing)`);
      line("  → the tool's own (os.set_context), per step", `${perStep(counted.handler, callsPerRun)}, ${(counted.handler.milliseconds / callsPerRun).toFixed(2)} ms`);
    }

    turnStarts.length = 0;
    const longRun = await createBenchRun(prisma, fixture, longRunSteps);
    const status = await advanceRun(dependencies, longRun);
    if (status !== "succeeded") throw new Error(`long bench run ended ${status}`);
    // Step n lasts from model turn n to model turn n + 1.
    const steps = turnStarts.slice(1).map((end, index) => Number(end - turnStarts[index]) / 1e6);
    // The median step of each window: one garbage collection in a window says nothing about run length.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const early = median(steps.slice(0, 20));
    const late = median(steps.slice(longRunSteps - 20, longRunSteps));
    line(`step cost along a ${longRunSteps}-step run (median step), steps 1–20`, `${early.toFixed(2)} ms`);
    line(`  steps ${longRunSteps - 19}–${longRunSteps}`, `${late.toFixed(2)} ms   (${(late / early).toFixed(2)}×, target ≤ ${targetGrowth}×)`);
  } finally {
    counter.stop();
    await prisma.$disconnect();
    await dropDatabase(server.adminUrl, name);
    await server.release();
  }
}

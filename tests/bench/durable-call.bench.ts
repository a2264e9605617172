// The cost of one durable call on PostgreSQL: a run whose model asks for one call a turn, advanced by the
// real loop over the Prisma store (every step a row: turn, call admitted, call started, call answered,
// stored result, run budget), with the scripted model so no model time is counted.

import { randomBytes } from "node:crypto";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createPrismaClient } from "@/lib/server/db";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { acquireTestServer } from "../support/test-server";
import { createOrganisationFixture } from "../support/organisation-fixture";

const callsPerRun = 20;
const runs = 15;

export async function benchDurableCall(): Promise<void> {
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  const server = await acquireTestServer();
  const name = `tollgate_bench_${process.pid}`;
  await createDatabaseIfMissing(server.adminUrl, name);
  const url = withDatabaseName(server.adminUrl, name);
  const prisma = createPrismaClient(url);
  try {
    await migrateDatabase({ connectionString: url });
    const fixture = await createOrganisationFixture(prisma, { toolCallBudget: 1000, maxIterations: 1000 });
    const dependencies = createLoopDependencies(prisma);
    const script = [
      ...Array.from({ length: callsPerRun }, (_, index) => ({ calls: [{ name: "os__set_context", arguments: { key: `k${index}`, value: "v".repeat(1024) } }] })),
      { text: "done" },
    ];
    const samples: number[] = [];
    for (let index = 0; index < runs; index += 1) {
      const run = await prisma.run.create({
        data: {
          organisationId: fixture.organisationId,
          conversationId: (await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } })).id,
          agentId: fixture.agentId,
          taskId: fixture.taskId,
          actingUserId: fixture.editor.userId,
          kind: "direct",
          input: "bench",
          model: { provider: "scripted", script },
          remainingToolCalls: 1000,
          state: { version: 1, toolCallBudget: 1000, maxIterations: 1000 },
        },
      });
      const started = process.hrtime.bigint();
      const status = await advanceRun(dependencies, run.id);
      if (status !== "succeeded") throw new Error(`bench run ended ${status}`);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const measured = samples.slice(3).sort((a, b) => a - b); // the first runs warm the pool and the JIT
    const median = measured[Math.floor(measured.length / 2)];
    console.log(`${"durable run of 20 calls (1 KB args, 1 turn a call), median".padEnd(58)} ${median.toFixed(1)} ms`);
    console.log(`${"  → one durable call (model turn + admission + execution + 5 writes)".padEnd(58)} ${(median / callsPerRun).toFixed(2)} ms`);
  } finally {
    await prisma.$disconnect();
    await dropDatabase(server.adminUrl, name);
    await server.release();
  }
}

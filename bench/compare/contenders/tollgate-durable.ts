// Tollgate durable: the real loop (advanceRun) over the Prisma store on PostgreSQL, wired by
// createLoopDependencies as the worker is, runs created by the same use case as POST /v1/runs, and the
// scripted model. The one addition is the unit tests' pure echo tool in the catalog, so the tool itself
// touches no table and every statement counted is the loop's (the built-in tools all read or write rows).

import { randomBytes } from "node:crypto";
import { CreateRunBodySchema } from "../../../lib/contracts/run-bodies";
import { createCatalog } from "../../../lib/runtime/catalog/create-catalog";
import { advanceRun } from "../../../lib/runtime/loop/advance-run";
import type { HandlerRegistry, ModelClient } from "../../../lib/runtime/ports";
import { migrateDatabase } from "../../../lib/server/database/migrate";
import { createPrismaClient } from "../../../lib/server/db";
import { stopSenderBoss } from "../../../lib/server/queue/boss";
import { createRun } from "../../../lib/server/runs/create-run";
import { createLoopDependencies } from "../../../lib/server/runtime/create-loop-dependencies";
import { createTestCatalog, createTestHandlers } from "../../../tests/support/core-fixtures";
import { createOrganisationFixture } from "../../../tests/support/organisation-fixture";
import { ECHO_MODEL_NAME, ECHO_TOOL, KILOBYTE_ARGUMENT } from "../workload";

const FINAL_STATUSES = new Set(["succeeded", "failed", "cancelled"]);

type Dependencies = Parameters<typeof advanceRun>[0];

export type TollgateDurable = {
  /** Runs made up front (the use case enqueues each, which the bench must not time or count). */
  createRuns(count: number, steps: number): Promise<string[]>;
  /** Advances a run to its end; returns the handler's executions and when each model turn began. */
  run(runId: string): Promise<{ executed: number; turnStarts: bigint[] }>;
  /** Ends its connections (a backend flushes its statistics as it exits); Prisma reconnects on the next query. */
  quiesce(): Promise<void>;
};

function scriptOf(steps: number) {
  return [
    ...Array.from({ length: steps }, () => ({ calls: [{ name: ECHO_MODEL_NAME, arguments: { text: KILOBYTE_ARGUMENT } }] })),
    { text: "done" },
  ];
}

/** `onTurn` runs as each model turn begins (the bench reads its statement meter there). */
export async function openTollgateDurable(databaseUrl: string, onTurn: () => void = () => undefined): Promise<TollgateDurable> {
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  // The run-creation use case enqueues through this process's pg-boss sender, which reads DATABASE_URL.
  process.env.DATABASE_URL = databaseUrl;
  await migrateDatabase({ connectionString: databaseUrl });
  const prisma = createPrismaClient(databaseUrl);
  const fixture = await createOrganisationFixture(prisma, { toolCallBudget: 1000, maxIterations: 1000, tools: [ECHO_TOOL] });
  const wired = createLoopDependencies(prisma);
  const echoDefinition = createTestCatalog().get(ECHO_TOOL);
  if (!echoDefinition) throw new Error(`${ECHO_TOOL} is missing from the test catalog`);
  const testHandlers = createTestHandlers();
  const handlers: HandlerRegistry = {
    get: (name) => (name === ECHO_TOOL ? testHandlers.get(name) : wired.handlers.get(name)),
    has: (name) => name === ECHO_TOOL || wired.handlers.has(name),
  };
  let turnStarts: bigint[] = [];
  const dependencies: Dependencies = {
    ...wired,
    catalog: createCatalog([...wired.catalog.all(), echoDefinition]),
    handlers,
    // Each model turn is stamped, so the cost of step n is the time between turn n and turn n + 1.
    async modelFor(run) {
      const model = await wired.modelFor(run);
      const stamped: ModelClient = {
        generate(request) {
          onTurn();
          turnStarts.push(process.hrtime.bigint());
          return model.generate(request);
        },
      };
      return stamped;
    },
  };
  return {
    async createRuns(count, steps) {
      const body = CreateRunBodySchema.parse({ agentId: fixture.agentId, taskId: fixture.taskId, input: "bench", model: { provider: "scripted", script: scriptOf(steps) } });
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) ids.push((await createRun(prisma, fixture.editor, body)).id);
      await stopSenderBoss();
      return ids;
    },
    async run(runId) {
      turnStarts = [];
      const before = testHandlers.log.calls.length;
      // A loop that stops between steps (a later design may) is advanced until the run ends.
      for (let pass = 0; pass < 1000; pass += 1) {
        const status = await advanceRun(dependencies, runId);
        if (FINAL_STATUSES.has(status)) {
          if (status !== "succeeded") throw new Error(`the durable Tollgate run ${runId} ended ${status}`);
          return { executed: testHandlers.log.calls.length - before, turnStarts };
        }
      }
      throw new Error(`the durable Tollgate run ${runId} did not end`);
    },
    quiesce: () => prisma.$disconnect(),
  };
}

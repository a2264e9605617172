import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { startBoss } from "@/lib/server/queue/boss";
import { ensureRunQueue, runQueueName } from "@/lib/server/queue/run-queue";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createRun } from "@/lib/server/runs/create-run";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 9, item 6: a run's job wakes a listening worker (LISTEN/NOTIFY, committed with the job), so a new
// run starts and a decided gate resumes without waiting for a poll. The worker here polls once a minute:
// anything done within a few seconds was done by the wake. No timings are asserted beyond that bound.

const prisma = testPrisma();
const WAKE_BOUND_MS = 5_000;
let worker: RunningWorker;
let fixture: OrganisationFixture;
let previousPoll: string | undefined;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The worker's LISTEN connection: its last statement was the LISTEN or pg-boss's check that it still listens. */
async function listenerPids(): Promise<number[]> {
  const rows = await prisma.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND (query ILIKE 'LISTEN %' OR query LIKE '%pg_listening_channels%')`;
  return rows.map((row) => row.pid);
}

async function gatedRun(label: string) {
  const created = await createRun(prisma, fixture.editor, {
    agentId: fixture.agentId,
    taskId: fixture.taskId,
    kind: "direct",
    input: label,
    model: {
      provider: "scripted",
      script: [{ calls: [{ name: "os__set_execution_name", arguments: { name: label } }] }, { text: "done" }],
    },
  }, readSettings());
  // The run was created after the worker's last fetch: only a wake starts it within the bound.
  expect(await waitForRunStatus(prisma, created.id, ["waiting", "failed", "succeeded"], WAKE_BOUND_MS)).toBe("waiting");
  const gate = await prisma.gate.findFirstOrThrow({ where: { runId: created.id, status: "open" } });
  return { runId: created.id, gateId: gate.id };
}

async function decideAndExpectResume(runId: string, gateId: string) {
  await decideGate(prisma, fixture.ceo, gateId, { decision: "approve" });
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], WAKE_BOUND_MS)).toBe("succeeded");
  expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).executionName).toBeTruthy();
}

beforeAll(async () => {
  previousPoll = process.env.TOLLGATE_WORKER_POLL_SECONDS;
  process.env.TOLLGATE_WORKER_POLL_SECONDS = "60";
  fixture = await createOrganisationFixture(prisma, { gates: ["os.set_execution_name"] });
  worker = await startWorker(prisma, testDatabaseUrl());
  // Past the worker's first fetch, so the next one would be a minute away.
  await pause(1_000);
});

afterAll(async () => {
  await worker.stop();
  if (previousPoll === undefined) delete process.env.TOLLGATE_WORKER_POLL_SECONDS;
  else process.env.TOLLGATE_WORKER_POLL_SECONDS = previousPoll;
});

describe("a worker polling once a minute", () => {
  it("starts a new run and resumes it on a gate decision within seconds: the wake, not the poll", async () => {
    const { runId, gateId } = await gatedRun("woken");
    // Quiet for a moment: the worker's fetch after the run went waiting is behind it.
    await pause(500);
    await decideAndExpectResume(runId, gateId);
  });

  it("reconnects its listener after the connection is terminated, logs the drop, and is woken again", async () => {
    const logged = vi.spyOn(console, "error");
    try {
      const [listener, ...others] = await listenerPids();
      expect(listener, "the worker holds a LISTEN connection").toBeDefined();
      expect(others).toEqual([]);
      await prisma.$queryRaw`SELECT pg_terminate_backend(${listener}::int)`;

      const deadline = Date.now() + 15_000;
      let replacement: number | undefined;
      while (replacement === undefined && Date.now() < deadline) {
        await pause(100);
        replacement = (await listenerPids()).find((pid) => pid !== listener);
      }
      expect(replacement, "a new LISTEN connection replaced the terminated one").toBeDefined();
      expect(logged.mock.calls.some(([first]) => typeof first === "string" && first.startsWith("[tollgate] queue error"))).toBe(true);
    } finally {
      logged.mockRestore();
    }
    // The reconnect's catch-up fetch is behind us before the run exists.
    await pause(500);
    const { runId, gateId } = await gatedRun("woken after reconnect");
    await pause(500);
    await decideAndExpectResume(runId, gateId);
  });
});

describe("the run queue", () => {
  it("gains its wake when it was made without one (a queue of an older version)", async () => {
    const boss = await startBoss("sender", testDatabaseUrl());
    try {
      await boss.updateQueue(runQueueName, { notify: false });
      expect((await boss.getQueue(runQueueName))?.notify).toBe(false);
      await ensureRunQueue(boss);
      expect((await boss.getQueue(runQueueName))?.notify).toBe(true);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});

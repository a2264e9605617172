import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRun } from "@/lib/server/runs/create-run";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 16, item 1: a worker frozen past its heartbeat (SIGSTOP: a VM pause, CPU throttling, a long stall)
// loses its runs to another worker, which resumes them; when the frozen one wakes (SIGCONT) it must write
// nothing and start no handler: every record_create (unsafe: each call stores another record) acts at
// most once, and the call rows stay as the newer holder wrote them. Real worker processes, real PostgreSQL.

const prisma = testPrisma();
const workers: ChildProcess[] = [];
const RUNS_PER_ROUND = 6;
const CALLS_PER_RUN = 30;
const HEARTBEAT_SECONDS = 10; // the smallest the settings allow

type Worker = { child: ChildProcess; name: string; output: string[] };

function startWorkerProcess(name: string): Worker {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: testDatabaseUrl(),
      TOLLGATE_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      TOLLGATE_SUPERVISE_SECONDS: "1",
      TOLLGATE_WORKER_CONCURRENCY: String(RUNS_PER_ROUND),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const worker: Worker = { child, name, output: [] };
  child.stdout?.on("data", (chunk: Buffer) => worker.output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  workers.push(child);
  return worker;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function untilStarted(worker: Worker): Promise<void> {
  await waitUntil(async () => worker.output.join("").includes("is taking runs"), 60_000, `${worker.name} to start`);
}

let fixture: OrganisationFixture;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma, { toolCallBudget: 200 });
  await prisma.agent.update({ where: { id: fixture.agentId }, data: { bindings: { record: true } } });
});

afterAll(async () => {
  for (const worker of workers) {
    if (worker.exitCode !== null) continue;
    worker.kill("SIGCONT");
    worker.kill("SIGKILL");
  }
});

/** Runs whose one turn makes CALLS_PER_RUN record_create calls, each tagged `<round>-<run>-<call>`. */
async function createRuns(round: number): Promise<string[]> {
  const ids: string[] = [];
  for (let run = 0; run < RUNS_PER_ROUND; run += 1) {
    const calls = Array.from({ length: CALLS_PER_RUN }, (_unused, call) => ({ name: "record_create", arguments: { collection: "probe", data: { tag: `${round}-${run}-${call}` } } }));
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      kind: "direct",
      input: `Round ${round}, run ${run}.`,
      model: { provider: "scripted", script: [{ calls }, { text: "done" }] },
    }, readSettings());
    ids.push(created.id);
  }
  return ids;
}

async function recordsByTag(): Promise<Map<string, number>> {
  const rows = await prisma.agentRecord.findMany({ where: { agentId: fixture.agentId }, select: { data: true } });
  const counts = new Map<string, number>();
  for (const row of rows) {
    const tag = String((row.data as { tag?: unknown }).tag);
    counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return counts;
}

async function callRows(runIds: string[]) {
  return prisma.toolCall.findMany({
    where: { runId: { in: runIds } },
    select: { id: true, outcome: true, code: true, result: true, attempts: true, arguments: true },
    orderBy: { id: "asc" },
  });
}

/** One round: `frozen` holds the runs and is stopped mid-turn; `rescuer` takes them over; `frozen` wakes. */
async function freezeRound(round: number, frozen: Worker, rescuer: Worker) {
  const runIds = await createRuns(round);
  // Freeze while the runs are mid-turn: some of their records written, most not yet.
  await waitUntil(async () => (await prisma.agentRecord.count({ where: { agentId: fixture.agentId, data: { path: ["tag"], string_starts_with: `${round}-` } } })) >= RUNS_PER_ROUND, 30_000, "the first records");
  frozen.child.kill("SIGSTOP");
  const unfinished = await prisma.run.count({ where: { id: { in: runIds }, status: { in: ["queued", "running"] } } });
  // The runs the frozen worker had begun (a queued one it may not have fetched at all).
  const held = await prisma.run.count({ where: { id: { in: runIds }, status: "running" } });
  // The test can only tell anything when the freeze caught runs with calls still to make.
  expect(held).toBeGreaterThan(0);

  rescuer.child.kill("SIGCONT");
  await waitUntil(async () => (await prisma.run.count({ where: { id: { in: runIds }, status: { in: ["succeeded", "failed", "cancelled"] } } })) === RUNS_PER_ROUND, 90_000, "the rescuer to finish every run");
  const settled = await callRows(runIds);
  const recordsBefore = await recordsByTag();

  frozen.child.kill("SIGCONT");
  // The woken worker gives up each run it held at its next write or lease read ("→ superseded").
  await waitUntil(async () => (frozen.output.join("").match(/→ superseded/g)?.length ?? 0) >= held, 60_000, "the woken worker to give its runs up");
  await new Promise((resolve) => setTimeout(resolve, 500));

  const after = await callRows(runIds);
  const records = await recordsByTag();
  return { runIds, unfinished, settled, after, recordsBefore, records };
}

describe("a worker frozen past its heartbeat", () => {
  it("wakes to runs another worker finished and writes nothing: no unsafe call acts twice, no call row is overwritten", async () => {
    const first = startWorkerProcess("worker-a");
    const second = startWorkerProcess("worker-b");
    await Promise.all([untilStarted(first), untilStarted(second)]);
    // Round 1: a holds the runs (b is paused, so it fetches none), a freezes, b rescues. Round 2: the other way.
    second.child.kill("SIGSTOP");
    const rounds = [await freezeRound(1, first, second)];
    first.child.kill("SIGSTOP");
    rounds.push(await freezeRound(2, second, first));
    first.child.kill("SIGCONT");

    for (const [index, round] of rounds.entries()) {
      const runs = await prisma.run.findMany({ where: { id: { in: round.runIds } }, select: { status: true, output: true } });
      expect(runs.every((run) => run.status === "succeeded" && run.output === "done")).toBe(true);
      // The woken worker changed no call row: every answer is the rescuer's.
      expect(round.after).toEqual(round.settled);
      expect(round.after).toHaveLength(RUNS_PER_ROUND * CALLS_PER_RUN);
      const tags = round.after.map((call) => String(((call.arguments as { data?: { tag?: unknown } }).data ?? {}).tag));
      expect(new Set(tags).size).toBe(RUNS_PER_ROUND * CALLS_PER_RUN);
      for (const [call, tag] of round.after.map((call, position) => [call, tags[position]] as const)) {
        const count = round.records.get(tag) ?? 0;
        // At most once, always; an answered call exactly once; an interrupted one may have acted before the freeze.
        expect(count, `records tagged ${tag}`).toBeLessThanOrEqual(1);
        if (call.outcome === "ok") expect(count, `records tagged ${tag}`).toBe(1);
        else expect(call.code, `call tagged ${tag}`).toBe("interrupted");
      }
      const interrupted = round.after.filter((call) => call.code === "interrupted");
      // At most the one call each frozen run had in flight, and its text says it may have acted.
      expect(interrupted.length).toBeLessThanOrEqual(round.unfinished);
      for (const call of interrupted) expect(call.result).toContain("It may already have acted");
      // Waking may let a handler that was mid-flight finish (that is the interrupted call acting once), nothing more.
      const grown = [...round.records.entries()].filter(([tag, count]) => tag.startsWith(`${index + 1}-`) && count > (round.recordsBefore.get(tag) ?? 0));
      expect(grown.length).toBeLessThanOrEqual(interrupted.length);
    }
  }, 240_000);
});

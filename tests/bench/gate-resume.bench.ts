// Issue 9, item 6: how long a CEO's decision takes to reach the gated call through a real worker on
// PostgreSQL — the decision's transaction, the worker noticing the run's job, loading the run and running
// the call. Measured from just before decideGate to the moment the gated call is no longer waiting (it ran
// and was settled), seen by polling its row every millisecond. A run carries ~1 KB, then ~10 MB, of earlier
// stored results: the figure must not grow with them (the resume must not load them).

import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createDatabaseIfMissing, dropDatabase, withDatabaseName } from "@/lib/server/database/postgres-connection";
import { migrateDatabase } from "@/lib/server/database/migrate";
import { createPrismaClient } from "@/lib/server/db";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { stopSenderBoss } from "@/lib/server/queue/boss";
import { startWorker } from "@/lib/server/queue/start-worker";
import { createRun } from "@/lib/server/runs/create-run";
import { acquireTestServer } from "../support/test-server";
import { createOrganisationFixture, type OrganisationFixture } from "../support/organisation-fixture";

const gatesPerRun = 32;
const warmGates = 2;
const gatedTool = "os.set_execution_name";

type Turn = { calls: { name: string; arguments: Record<string, unknown> }[] } | { text: string };

/** Turns that leave about `bytes` of stored results in the run before its first gate. */
function earlierTurns(bytes: number): Turn[] {
  if (bytes <= 4096) {
    return [
      { calls: [{ name: "os__set_context", arguments: { key: "note", value: "n".repeat(bytes) } }] },
      { calls: [{ name: "os__get_context", arguments: { key: "note" } }] },
    ];
  }
  // os.set_context keeps 16 000 characters a value; reading every key back gives a result cut at 64 KiB.
  const fill: Turn = { calls: Array.from({ length: 14 }, (_, index) => ({ name: "os__set_context", arguments: { key: `fill_${index}`, value: "f".repeat(15_000) } })) };
  const reads = Math.ceil(bytes / 65_536);
  const callsPerTurn = 16;
  const readTurns: Turn[] = Array.from({ length: Math.ceil(reads / callsPerTurn) }, () => ({
    calls: Array.from({ length: callsPerTurn }, () => ({ name: "os__get_context", arguments: {} })),
  }));
  return [fill, ...readTurns];
}

function gatedTurns(): Turn[] {
  return Array.from({ length: gatesPerRun }, (_, index) => ({ calls: [{ name: "os__set_execution_name", arguments: { name: `step ${index}` } }] }));
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function nextOpenGate(prisma: PrismaClient, runId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gate = await prisma.gate.findFirst({ where: { runId, status: "open" }, select: { id: true, callId: true } });
    if (gate) return gate;
    const run = await prisma.run.findUniqueOrThrow({ where: { id: runId }, select: { status: true, failureCode: true } });
    if (run.status === "succeeded" || run.status === "failed" || run.status === "cancelled") throw new Error(`bench run ended ${run.status} ${run.failureCode ?? ""}`);
    await pause(5);
  }
  throw new Error(`no gate opened on run ${runId} within ${timeoutMs} ms`);
}

async function untilCallSettled(prisma: PrismaClient, callId: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const call = await prisma.toolCall.findUniqueOrThrow({ where: { id: callId }, select: { outcome: true } });
    if (call.outcome !== "waiting") return;
    await pause(1);
  }
  throw new Error(`call ${callId} still waited ${timeoutMs} ms after its decision`);
}

type Figure = { p50: number; p90: number; decisionP50: number; storedBytes: number; callTextBytes: number; samples: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function measureResume(prisma: PrismaClient, fixture: OrganisationFixture, earlierBytes: number): Promise<Figure> {
  const created = await createRun(prisma, fixture.editor, {
    agentId: fixture.agentId,
    taskId: fixture.taskId,
    kind: "direct",
    input: "bench: gate resume",
    model: { provider: "scripted", script: [...earlierTurns(earlierBytes), ...gatedTurns(), { text: "done" }] as never },
  });
  const samples: number[] = [];
  const decisions: number[] = [];
  let storedBytes = 0;
  let callTextBytes = 0;
  for (let index = 0; index < gatesPerRun; index += 1) {
    const gate = await nextOpenGate(prisma, created.id);
    if (index === 0) {
      const [row] = await prisma.$queryRaw<{ bytes: bigint | null }[]>`SELECT sum(octet_length(text))::bigint AS bytes FROM "StoredResult" WHERE "runId" = ${created.id}`;
      storedBytes = Number(row?.bytes ?? 0);
      // What the model read of those results (previews, trailers) sits on the calls' rows.
      const [calls] = await prisma.$queryRaw<{ bytes: bigint | null }[]>`SELECT sum(octet_length(result))::bigint AS bytes FROM "ToolCall" WHERE "runId" = ${created.id}`;
      callTextBytes = Number(calls?.bytes ?? 0);
    }
    // A CEO decides at any moment, not just after the worker's last fetch: otherwise a polling worker is
    // always measured at the start of its wait.
    await pause(Math.random() * 300);
    const started = process.hrtime.bigint();
    await decideGate(prisma, fixture.ceo, gate.id, { decision: "approve" });
    const decided = process.hrtime.bigint();
    await untilCallSettled(prisma, gate.callId);
    if (index >= warmGates) {
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      decisions.push(Number(decided - started) / 1e6);
    }
  }
  samples.sort((a, b) => a - b);
  decisions.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p90: percentile(samples, 0.9), decisionP50: percentile(decisions, 0.5), storedBytes, callTextBytes, samples: samples.length };
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

export async function benchGateResume(): Promise<void> {
  process.env.TOLLGATE_SECRET_KEY ??= randomBytes(32).toString("base64");
  const server = await acquireTestServer();
  const name = `tollgate_bench_gate_${process.pid}`;
  await createDatabaseIfMissing(server.adminUrl, name);
  const url = withDatabaseName(server.adminUrl, name);
  const prisma = createPrismaClient(url);
  // Quiet: the worker logs a line for every run it advances.
  const log = console.log;
  // The decision and createRun send through this process's sender, which reads DATABASE_URL.
  const previousUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    await migrateDatabase({ connectionString: url });
    const fixture = await createOrganisationFixture(prisma, { toolCallBudget: 10_000, maxIterations: 1000, gates: [gatedTool] });
    const quietLog: typeof console.log = (...parts: unknown[]) => {
      if (typeof parts[0] === "string" && parts[0].startsWith("[tollgate] run ")) return;
      log(...parts);
    };
    console.log = quietLog;
    const worker = await startWorker(prisma, url);
    try {
      for (const earlierBytes of [1024, 10 * 1024 * 1024]) {
        const figure = await measureResume(prisma, fixture, earlierBytes);
        const label = `gate decision → gated call ran, ${size(figure.storedBytes)} earlier results`;
        log(`${label.padEnd(58)} p50 ${figure.p50.toFixed(1).padStart(7)} ms  p90 ${figure.p90.toFixed(1).padStart(7)} ms  (the decision's own request p50 ${figure.decisionP50.toFixed(1)} ms; calls' texts ${size(figure.callTextBytes)}; n=${figure.samples}; target p50 < 50 ms, flat)`);
      }
    } finally {
      await worker.stop();
    }
  } finally {
    console.log = log;
    await stopSenderBoss();
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    await prisma.$disconnect();
    await dropDatabase(server.adminUrl, name);
    await server.release();
  }
}

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideGate } from "@/lib/server/gates/decide-gate";
import { listGates } from "@/lib/server/gates/list-gates";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createRun } from "@/lib/server/runs/create-run";
import { encryptSecret } from "@/lib/server/secrets/secret-box";
import { startStatementCounter } from "../../bench/statement-counter";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { waitForRunStatus } from "../../support/wait-for-run";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 16, item 8: a decision is on the way from a CEO's click to the resumed call. It was 12 statements
// (a transaction of seven with the job's insert, then five reads for the reply); now the decision's
// statement and the job's insert, in one transaction (one commit), and the reply from what the decision's
// statement returned — the same reply, key for key, as a fresh read of the gate gives.

const prisma = testPrisma();
let worker: RunningWorker | undefined;
let fixture: OrganisationFixture;
const secretValue = "s3cr3t-gate-value-4242";

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma, { gates: ["os.set_execution_name"] });
  await prisma.secret.create({ data: { organisationId: fixture.organisationId, name: "GATE_SECRET", ciphertext: encryptSecret(secretValue) } });
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker?.stop();
});

async function waitingGates(count: number): Promise<string[]> {
  const runIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await createRun(prisma, fixture.editor, {
      agentId: fixture.agentId,
      taskId: fixture.taskId,
      kind: "direct",
      input: `gated ${index} ${secretValue}`,
      model: { provider: "scripted", script: [{ calls: [{ name: "os__set_execution_name", arguments: { name: `gated ${index} ${secretValue}` } }] }, { text: "done" }] },
    }, readSettings());
    runIds.push(created.id);
  }
  const gateIds: string[] = [];
  for (const runId of runIds) {
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");
    gateIds.push((await prisma.gate.findFirstOrThrow({ where: { runId, status: "open" } })).id);
  }
  return gateIds;
}

describe("a gate decision's statements", () => {
  it("are two (the decision and the job that resumes the run) in one commit, and the reply is the gate as a fresh read shows it", async () => {
    const [warm, gateId] = await waitingGates(2);
    // No worker while counting: its statements would be counted too, and it would move the run.
    await worker?.stop();
    worker = undefined;
    // The process's sender starts and makes its queue on its first decision; that is not a decision's cost.
    await decideGate(prisma, fixture.ceo, warm, { decision: "approve" });
    const counter = startStatementCounter();
    let reply: Awaited<ReturnType<typeof decideGate>>;
    try {
      reply = await decideGate(prisma, fixture.ceo, gateId, { decision: "approve", note: `fine, ${secretValue}` });
    } finally {
      counter.stop();
    }
    const { loop } = counter.snapshot();
    expect(loop.statements).toBe(2);
    expect(loop.commits).toBe(1);
    expect(loop.writeCommits).toBe(1);
    const listed = (await listGates(prisma, fixture.ceo, { status: "decided" })).gates.find((gate) => gate.id === gateId);
    expect(JSON.stringify(reply)).toBe(JSON.stringify(listed));
    expect(reply).toMatchObject({ status: "decided", decision: "approve", decidedBy: expect.stringContaining("ceo-"), run: { status: "waiting" } });
    expect(JSON.stringify(reply)).not.toContain(secretValue);
    expect(reply.note).toContain("fine, ");
    // The decision's audit event is written with it, as before.
    const audited = await prisma.auditEvent.findMany({ where: { action: "gate.decided", detail: { path: ["gateId"], equals: gateId } } });
    expect(audited.map((event) => event.detail)).toEqual([{ gateId, runId: reply.runId, callId: reply.callId, decision: "approve" }]);
    expect(audited[0]?.actorUserId).toBe(fixture.ceo.userId);
    // And its job is queued for the run.
    const [jobs] = await prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*)::bigint AS count FROM pgboss.job WHERE name = 'run-advance' AND data->>'runId' = ${reply.runId} AND state = 'created'`;
    expect(Number(jobs?.count ?? 0)).toBe(1);
  });

  it("refuses a second decision and a mismatched one as before, writing nothing but the refusal's audit event", async () => {
    worker ??= await startWorker(prisma, testDatabaseUrl());
    const [gateId, other] = await waitingGates(2);
    await worker.stop();
    worker = undefined;
    const otherGate = await prisma.gate.findUniqueOrThrow({ where: { id: other } });
    const mismatched = decideGate(prisma, fixture.ceo, gateId, { decision: "approve", runId: otherGate.runId }, () => undefined);
    await expect(mismatched).rejects.toMatchObject({ code: "gate_mismatch" });
    expect((await prisma.gate.findUniqueOrThrow({ where: { id: gateId } })).status).toBe("open");
    await decideGate(prisma, fixture.ceo, gateId, { decision: "deny" });
    const again = decideGate(prisma, fixture.ceo, gateId, { decision: "approve" }, () => undefined);
    await expect(again).rejects.toMatchObject({ code: "gate_decided" });
    const gate = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
    expect(gate.decision).toBe("deny");
    const decided = await prisma.auditEvent.count({ where: { action: "gate.decided", detail: { path: ["gateId"], equals: gateId } } });
    expect(decided).toBe(1);
    const refused = await prisma.auditEvent.count({ where: { action: "gate.decision_refused", detail: { path: ["gateId"], equals: gateId } } });
    expect(refused).toBe(2);
  });

  it("waits for a transaction that holds the run's lock and answers what it committed: a cancel that closed the gate meanwhile makes it gate_stale", async () => {
    worker ??= await startWorker(prisma, testDatabaseUrl());
    const [gateId] = await waitingGates(1);
    await worker.stop();
    worker = undefined;
    const gate = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
    // A cancel as cancel-run.ts makes it: the run's row lock first, then the gate and the run.
    const cancel = new pg.Client({ connectionString: testDatabaseUrl() });
    await cancel.connect();
    try {
      await cancel.query("BEGIN");
      await cancel.query(`SELECT id FROM "Run" WHERE id = $1 FOR UPDATE`, [gate.runId]);
      const decision = decideGate(prisma, fixture.ceo, gateId, { decision: "approve" }, () => undefined).then(
        () => "decided",
        (error: unknown) => String((error as { code?: unknown }).code),
      );
      // The decision is sent while the lock is held; only then does the cancel close the gate and the run.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await cancel.query(`UPDATE "Gate" SET status = 'cancelled' WHERE id = $1`, [gateId]);
      await cancel.query(`UPDATE "Run" SET status = 'cancelled' WHERE id = $1`, [gate.runId]);
      await cancel.query("COMMIT");
      expect(await decision).toBe("gate_stale");
    } finally {
      await cancel.end();
    }
    const after = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
    expect(after).toMatchObject({ status: "cancelled", decision: null, decidedById: null });
    expect(await prisma.auditEvent.count({ where: { action: "gate.decided", detail: { path: ["gateId"], equals: gateId } } })).toBe(0);
    const [jobs] = await prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*)::bigint AS count FROM pgboss.job WHERE name = 'run-advance' AND data->>'runId' = ${gate.runId} AND state = 'created'`;
    expect(Number(jobs?.count ?? 0)).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as listGates } from "@/app/v1/gates/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createPrismaRunStore } from "@/lib/server/runs/prisma-run-store";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 8, item 15: a CEO's decision and a cancel of the same waiting run, sent at the same moment. Exactly
// one wins and the other is 409; the rows agree with the winner: a cancelled run's gate is `cancelled`
// (never approved, never "denied" by whoever cancelled), an approved gate's run is not cancelled.

const RACES = 30;

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker | undefined;

const askScript = { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "Ship?" } }] }, { text: "done" }] };

type GateAnswer = { id: string; runId: string; status: string; decision: string | null; decidedBy: string | null; decidedAt: string | null };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Race agent", toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker?.stop();
});

async function waitingRuns(count: number): Promise<{ runId: string; gateId: string }[]> {
  const runIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await read<{ id: string }>(
      await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: `ask ${index}`, model: askScript } }), noParams),
    );
    expect(started.status).toBe(202);
    runIds.push(started.body.id);
  }
  const waiting: { runId: string; gateId: string }[] = [];
  for (const runId of runIds) {
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");
    waiting.push({ runId, gateId: (await prisma.gate.findFirstOrThrow({ where: { runId, status: "open" } })).id });
  }
  return waiting;
}

const decideNow = (gateId: string) =>
  decide(apiRequest(`/v1/gates/${gateId}/decision`, { token: team.ceoToken, body: { decision: "approve" } }), params({ id: gateId })).then((response) => read(response));
const cancelNow = (runId: string) => cancel(apiRequest(`/v1/runs/${runId}/cancel`, { token: team.adminToken, method: "POST" }), params({ id: runId })).then((response) => read(response));

describe("a decision and a cancel of the same waiting run at once", () => {
  it(`lets exactly one win, ${RACES} times over, and leaves rows that agree with the winner`, async () => {
    const runs = await waitingRuns(RACES);
    // No worker while racing: a decided run stays waiting, so a late cancel meets exactly the state the race left.
    await worker?.stop();
    worker = undefined;
    const winners = { decision: 0, cancel: 0 };
    for (const [index, { runId, gateId }] of runs.entries()) {
      // Alternate which request is sent first, so each path meets the other mid-flight.
      const [decided, cancelled] =
        index % 2 === 0
          ? await Promise.all([decideNow(gateId), cancelNow(runId)])
          : await Promise.all([cancelNow(runId), decideNow(gateId)]).then(([second, first]) => [first, second] as const);
      const statuses = [decided.status, cancelled.status].sort();
      expect(statuses, `race ${index}: decision ${decided.text} / cancel ${cancelled.text}`).toEqual([200, 409]);
      const gate = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
      const run = await prisma.run.findUniqueOrThrow({ where: { id: runId }, select: { status: true } });
      if (cancelled.status === 200) {
        winners.cancel += 1;
        expect(decided.body.error.code).toBe("gate_stale");
        expect(run.status).toBe("cancelled");
        expect(gate).toMatchObject({ status: "cancelled", decision: null, decidedById: null });
      } else {
        winners.decision += 1;
        expect(cancelled.body.error.code).toBe("gate_decided");
        expect(run.status).toBe("waiting");
        expect(gate).toMatchObject({ status: "decided", decision: "approve" });
      }
    }
    expect(winners.decision + winners.cancel).toBe(RACES);
  });
});

describe("cancelling a waiting run", () => {
  it("closes its gate as cancelled, with no decider; the decided list shows it so and a late decision is gate_stale", async () => {
    worker ??= await startWorker(prisma, testDatabaseUrl());
    const [{ runId, gateId }] = await waitingRuns(1);
    expect((await cancelNow(runId)).status).toBe(200);
    const gate = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
    expect(gate).toMatchObject({ status: "cancelled", decision: null, decidedById: null, note: "The run was cancelled." });
    expect(gate.decidedAt).not.toBeNull();

    const decided = await read<{ gates: GateAnswer[] }>(await listGates(apiRequest("/v1/gates?status=decided", { token: team.ceoToken }), noParams));
    expect(decided.body.gates.find((listed) => listed.id === gateId)).toMatchObject({ status: "cancelled", decision: null, decidedBy: null });
    const open = await read<{ gates: GateAnswer[] }>(await listGates(apiRequest("/v1/gates?status=open", { token: team.ceoToken }), noParams));
    expect(open.body.gates.map((listed) => listed.id)).not.toContain(gateId);

    const late = await decideNow(gateId);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "gate_stale", message: "This gate's run was cancelled; there is no call left to decide." });
  });

  // A worker about to open a gate while a cancel commits: the cancel closed the run's gates and calls, and
  // the worker's gate must not open after it on the cancelled run.
  it("opens no gate on a run a cancel ended first", async () => {
    const [{ runId, gateId }] = await waitingRuns(1);
    expect((await cancelNow(runId)).status).toBe(200);
    const closed = await prisma.gate.findUniqueOrThrow({ where: { id: gateId } });
    const store = createPrismaRunStore(prisma);
    const { lease } = (await store.load(runId))!;
    const opened = await store.openGate({ id: runId, lease }, {
      organisationId: team.organisationId, callId: closed.callId, tool: closed.tool, arguments: {}, summary: null,
    });
    expect(opened).toEqual({ gateId: null });
    expect(await prisma.gate.count({ where: { runId, status: "open" } })).toBe(0);
    expect((await prisma.toolCall.findUniqueOrThrow({ where: { id: closed.callId } })).outcome).not.toBe("waiting");
  });
});


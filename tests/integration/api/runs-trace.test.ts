import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { Run } from "@/lib/contracts/run-schemas";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { allowEgressTo } from "../../support/egress-environment";
import { startLoopbackChatCompletions, type LoopbackChatCompletions } from "../../support/loopback-chat-completions";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 12, item 8: what the run timeline draws as a trace comes from GET /v1/runs/:id: each turn's model
// latency and the provider's tokens, each call's recorded and answered times, and a gated call's gate event.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;
let loopback: LoopbackChatCompletions;
let restoreEgress: () => void;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Trace agent", toolCallBudget: 10 } })).id;
  loopback = await startLoopbackChatCompletions();
  restoreEgress = allowEgressTo(loopback.baseUrl);
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
  restoreEgress();
  await loopback.close();
});

async function startRun(model: unknown, input = "Trace me.") {
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input, model } }), noParams));
  expect(started.status).toBe(202);
  return started.body.id;
}

async function runView(id: string): Promise<Run> {
  return (await read<Run>(await getRun(apiRequest(`/v1/runs/${id}`, { token: team.editorToken }), params({ id })))).body;
}

const askScript = { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "Ship it?" } }] }, { text: "Shipped." }] };

describe("a run as a trace", () => {
  it("keeps each model turn's latency and the tokens the provider reported", async () => {
    loopback.reply({ toolCalls: [{ id: "call_1", name: "os__set_context", arguments: '{"key":"customer","value":"Ada"}' }] }, { text: "Done." });
    const id = await startRun({ provider: "openai-compatible", baseUrl: loopback.baseUrl, model: "trace-model" });
    expect(await waitForRunStatus(prisma, id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await runView(id);
    expect(run.turns).toHaveLength(2);
    for (const turn of run.turns) {
      expect(Number.isInteger(turn.latencyMs)).toBe(true);
      expect(turn.latencyMs).toBeGreaterThanOrEqual(0);
      expect(turn.usage).toEqual({ inputTokens: 1, outputTokens: 1 });
    }
    const [call] = run.turns[0].calls;
    expect(call.outcome).toBe("ok");
    expect(call.gate).toBeNull();
    expect(call.finishedAt).not.toBeNull();
    expect(Date.parse(call.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(call.recordedAt));
    expect(run.durationMs).toBe(Date.parse(run.finishedAt!) - Date.parse(run.startedAt!));
    // Issue 23, item 8: no price table, no cost.
    expect(run.cost).toBeNull();

    // With a price for the run's model, the cost of the tokens reported (2 in, 2 out) by the table's price.
    const before = process.env.MODEL_PRICES;
    process.env.MODEL_PRICES = "other-model=1/1, trace-model=250000/1000000";
    try {
      expect((await runView(id)).cost).toEqual({ model: "trace-model", inputTokens: 2, outputTokens: 2, usd: 2.5, price: { input: 250_000, output: 1_000_000 }, unreportedTurns: 0 });
      process.env.MODEL_PRICES = "other-model=1/1";
      expect((await runView(id)).cost).toBeNull();
    } finally {
      if (before === undefined) delete process.env.MODEL_PRICES;
      else process.env.MODEL_PRICES = before;
    }
  });

  it("reports no tokens for the scripted model, and a decided gate with who decided, when, and the note", async () => {
    const id = await startRun(askScript);
    expect(await waitForRunStatus(prisma, id, ["waiting", "failed"])).toBe("waiting");
    const waiting = await runView(id);
    const open = waiting.turns[0].calls[0];
    expect(open.finishedAt).toBeNull();
    expect(open.gate).toMatchObject({ id: open.gateId, status: "open", decision: null, note: null, decidedBy: null, decidedAt: null });

    const path = `/v1/gates/${open.gateId}/decision`;
    const decided = await decide(apiRequest(path, { token: team.ceoToken, body: { decision: "approve", note: "Fine by me." } }), params({ id: open.gateId! }));
    expect(decided.status).toBe(200);
    expect(await waitForRunStatus(prisma, id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await runView(id);
    expect(run.turns.length).toBeGreaterThan(0);
    expect(run.turns.every((turn) => turn.usage === null && Number.isInteger(turn.latencyMs))).toBe(true);
    const call = run.turns[0].calls[0];
    expect(call.gate).toMatchObject({ status: "decided", decision: "approve", note: "Fine by me.", decidedBy: team.ceo.email });
    expect(Date.parse(call.gate!.decidedAt!)).toBeGreaterThanOrEqual(Date.parse(call.gate!.createdAt));
    expect(Date.parse(call.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(call.gate!.decidedAt!));
  });

  it("shows a cancelled run's gate as cancelled, decided by no one", async () => {
    const id = await startRun(askScript);
    expect(await waitForRunStatus(prisma, id, ["waiting", "failed"])).toBe("waiting");
    expect((await cancel(apiRequest(`/v1/runs/${id}/cancel`, { token: team.editorToken, method: "POST" }), params({ id }))).status).toBe(200);
    const call = (await runView(id)).turns[0].calls[0];
    expect(call.gate).toMatchObject({ status: "cancelled", decision: null, decidedBy: null });
  });
});

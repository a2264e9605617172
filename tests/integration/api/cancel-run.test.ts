import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { failAbandonedRun } from "@/lib/server/queue/fail-abandoned-run";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 9, item 3: a cancel ends a run as the core's lifecycle says (lib/runtime/lifecycle), and each call
// it closes reads like every other refusal: its text, then the trailer `remaining_tool_calls: N` with the
// budget left as the loop derives it (seed "tools in a run", Results, step 4).

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const ask = { name: "os__ask_ceo", arguments: { question: "Ship?" } };
const setContext = (key: string) => ({ name: "os__set_context", arguments: { key, value: "v" } });

async function waitingRun(toolCallBudget: number, script: unknown[]) {
  const agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: `Cancel agent ${toolCallBudget}`, toolCallBudget } })).id;
  const created = await read<{ id: string }>(
    await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: "ask", model: { provider: "scripted", script } } }), noParams),
  );
  expect(await waitForRunStatus(prisma, created.body.id, ["waiting", "failed", "succeeded"])).toBe("waiting");
  return created.body.id;
}

async function cancelNow(runId: string) {
  return read<{ id: string; status: string }>(await cancel(apiRequest(`/v1/runs/${runId}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: runId })));
}

const closedCalls = (runId: string) =>
  prisma.toolCall.findMany({ where: { runId, code: "cancelled" }, orderBy: { index: "asc" }, select: { outcome: true, result: true } });

describe("POST /v1/runs/:id/cancel", () => {
  it("closes the waiting call with its text and the trailer of the whole budget when nothing was charged", async () => {
    const runId = await waitingRun(10, [{ calls: [ask] }]);
    expect(await cancelNow(runId)).toMatchObject({ status: 200, body: { id: runId, status: "cancelled" } });
    expect(await closedCalls(runId)).toEqual([{ outcome: "not_run", result: "Not run: the run was cancelled.\n\nremaining_tool_calls: 10" }]);
    const run = await prisma.run.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({ status: "cancelled", failureCode: "cancelled", failureMessage: "The run was cancelled." });
    expect(run.finishedAt).not.toBeNull();
    expect(await prisma.gate.findFirstOrThrow({ where: { runId } })).toMatchObject({ status: "cancelled", decision: null, note: "The run was cancelled." });
  });

  it("counts the calls whose handlers ran, and shows the wrap-up line at a low budget, on every call it closes", async () => {
    // Turn 1 charges two calls; turn 2 waits on its gate with a later call of the batch still pending.
    const runId = await waitingRun(9, [{ calls: [setContext("a"), setContext("b")] }, { calls: [ask, setContext("c")] }]);
    expect((await cancelNow(runId)).status).toBe(200);
    const text = "Not run: the run was cancelled.\n\nWrite durable findings and finish with text. A batch costs one call each.\nremaining_tool_calls: 7";
    expect(await closedCalls(runId)).toEqual([
      { outcome: "not_run", result: text },
      { outcome: "not_run", result: text },
    ]);
  });

  it("refuses a second cancel as a conflict and leaves the ended run as it was", async () => {
    const runId = await waitingRun(10, [{ calls: [ask] }]);
    expect((await cancelNow(runId)).status).toBe(200);
    const before = await prisma.run.findUniqueOrThrow({ where: { id: runId } });
    const again = await cancelNow(runId);
    expect(again.status).toBe(409);
    expect(await prisma.run.findUniqueOrThrow({ where: { id: runId } })).toEqual(before);
  });
});

describe("a job that exhausted its retries", () => {
  it("fails a run that has not ended with the core's ending, and never moves a cancelled or waiting one", async () => {
    const cancelled = await waitingRun(10, [{ calls: [ask] }]);
    expect((await cancelNow(cancelled)).status).toBe(200);
    await failAbandonedRun(prisma, cancelled);
    expect(await prisma.run.findUniqueOrThrow({ where: { id: cancelled } })).toMatchObject({ status: "cancelled", failureCode: "cancelled" });

    const waiting = await waitingRun(10, [{ calls: [ask] }]);
    await failAbandonedRun(prisma, waiting);
    expect(await prisma.run.findUniqueOrThrow({ where: { id: waiting } })).toMatchObject({ status: "waiting", failureCode: null });

    await prisma.run.update({ where: { id: waiting }, data: { status: "running" } });
    await failAbandonedRun(prisma, waiting);
    const failed = await prisma.run.findUniqueOrThrow({ where: { id: waiting } });
    expect(failed).toMatchObject({ status: "failed", failureCode: "worker_error" });
    expect(failed.finishedAt).not.toBeNull();
  });
});

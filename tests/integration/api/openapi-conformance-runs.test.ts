import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, unexercised } from "./openapi-conformance";

// Issue 17, item 5: the run routes (runs, gates, the playground, stored results and media, the overview),
// each called with a valid request and an error one against a real worker, every answer checked against
// GET /v1/openapi.json by openapi-conformance.ts.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Conformance runner", toolCallBudget: 10, maxIterations: 3 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
  console.log(`[openapi conformance] runs: ${exercisedCount()} operations exercised`);
});

const setContext = { name: "os__set_context", arguments: { key: "k", value: "v" } };
const ask = { name: "os__ask_ceo", arguments: { question: "Ship?" } };

async function startRun(script: unknown[]): Promise<string> {
  const started = await call<{ id: string }>("POST", "/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: "conformance", model: { provider: "scripted", script } } });
  expect(started.status).toBe(202);
  return started.body.id;
}

describe("the run routes answer as GET /v1/openapi.json says", () => {
  it("a run that called a tool and answered: the run, its list, its offer and its messages", async () => {
    const runId = await startRun([{ calls: [setContext] }, { text: "done" }]);
    expect((await call("POST", "/v1/runs", { token: team.editorToken, body: { agentId, kind: "nonsense", input: "x", model: { provider: "scripted", script: [] } } })).status).toBe(422);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    expect((await call("GET", `/v1/runs/${runId}`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/runs/no-such-run", { token: team.editorToken })).status).toBe(404);
    expect((await call("GET", `/v1/runs?agentId=${agentId}&limit=10`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/runs?limit=0", { token: team.editorToken })).status).toBe(422);
    expect((await call("GET", `/v1/runs/${runId}/offer`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/runs/no-such-run/offer", { token: team.editorToken })).status).toBe(404);
    expect((await call("GET", `/v1/runs/${runId}/messages?turn=1`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", `/v1/runs/${runId}/messages?turn=-1`, { token: team.editorToken })).status).toBe(422);
    expect((await call("GET", `/v1/runs/${runId}/grounding`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/runs/no-such-run/grounding", { token: team.editorToken })).status).toBe(404);
  });

  it("gates: open, decided once, refused the second time; a waiting run cancelled", async () => {
    const [gated, cancelled] = [await startRun([{ calls: [ask] }]), await startRun([{ calls: [ask] }])];
    for (const runId of [gated, cancelled]) expect(await waitForRunStatus(prisma, runId, ["waiting", "failed"])).toBe("waiting");
    const open = await call<{ gates: { id: string; runId: string }[] }>("GET", "/v1/gates?status=open", { token: team.ceoToken });
    expect(open.status).toBe(200);
    expect((await call("GET", "/v1/gates?status=sideways", { token: team.ceoToken })).status).toBe(422);
    const gateId = open.body.gates.find((gate) => gate.runId === gated)!.id;
    expect((await call("POST", `/v1/gates/${gateId}/decision`, { token: team.ceoToken, body: { decision: "approve" } })).status).toBe(200);
    expect((await call("POST", `/v1/gates/${gateId}/decision`, { token: team.ceoToken, body: { decision: "approve" } })).status).toBe(409);
    expect((await call("POST", `/v1/runs/${cancelled}/cancel`, { token: team.editorToken })).status).toBe(200);
    expect((await call("POST", "/v1/runs/no-such-run/cancel", { token: team.editorToken })).status).toBe(404);
  });

  it("the playground, a stored result's window, a medium and the overview", async () => {
    const invoked = await call<{ ref: string | null }>("POST", "/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool: "os.set_context", arguments: { key: "k", value: "v" } } });
    expect(invoked.status).toBe(200);
    expect((await call("POST", "/v1/playground/invoke", { token: team.editorToken, body: { agentId } })).status).toBe(422);
    expect((await call("GET", "/v1/playground/examples", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/playground/examples")).status).toBe(401);

    const ref = invoked.body.ref ?? (await prisma.storedResult.findFirstOrThrow({ where: { organisationId: team.organisationId }, select: { ref: true } })).ref;
    expect((await call("GET", `/v1/results/${ref}?offset=0&limit=100`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/results/no-such-ref", { token: team.editorToken })).status).toBe(404);

    const medium = await prisma.storedMedia.create({
      data: { organisationId: team.organisationId, callId: `conformance-${Date.now()}`, position: 0, kind: "image", mimeType: "image/png", bytes: 4, data: Buffer.from([137, 80, 78, 71]) },
    });
    expect((await call("GET", `/v1/media/${medium.id}`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/media/no-such-medium", { token: team.editorToken })).status).toBe(404);

    expect((await call("GET", "/v1/overview?bucket=hour", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/overview?bucket=fortnight", { token: team.editorToken })).status).toBe(422);
  });

  it("issue 18: blockers, and a failed run routed, escalated, retried and another cleared, with the timeline", async () => {
    const capped = [{ calls: [setContext] }, { calls: [setContext] }, { calls: [setContext] }, { text: "done" }];
    const [failed, other] = [await startRun(capped), await startRun(capped)];
    for (const runId of [failed, other]) expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("failed");
    expect((await call("GET", "/v1/blockers", { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/blockers?limit=0", { token: team.editorToken })).status).toBe(422);
    expect((await call("POST", `/v1/runs/${failed}/route`, { token: team.editorToken, body: { to: team.editor.id, note: "mine" } })).status).toBe(200);
    expect((await call("POST", `/v1/runs/${failed}/route`, { token: team.editorToken, body: { to: "no-such-member" } })).status).toBe(404);
    expect((await call("POST", `/v1/runs/${failed}/escalate`, { token: team.editorToken, body: { note: "look" } })).status).toBe(200);
    expect((await call("POST", `/v1/runs/${failed}/escalate`, { token: team.editorToken, body: { note: "" } })).status).toBe(422);
    expect((await call("POST", `/v1/runs/${failed}/retry`, { token: team.editorToken, body: {} })).status).toBe(200);
    expect((await call("POST", "/v1/runs/no-such-run/retry", { token: team.editorToken, body: {} })).status).toBe(404);
    expect(await waitForRunStatus(prisma, failed, ["succeeded", "failed"])).toBe("succeeded");
    expect((await call("POST", `/v1/runs/${failed}/clear`, { token: team.editorToken, body: { note: "x" } })).status).toBe(409);
    expect((await call("POST", `/v1/runs/${other}/clear`, { token: team.editorToken, body: { note: "not needed" } })).status).toBe(200);
    expect((await call("GET", `/v1/runs/${failed}/events`, { token: team.editorToken })).status).toBe(200);
    expect((await call("GET", "/v1/runs/no-such-run/events", { token: team.editorToken })).status).toBe(404);
  });

  it("left no operation of these areas without a success and an error", () => {
    expect(unexercised(CONFORMANCE_TAGS.runs)).toEqual([]);
  });
});

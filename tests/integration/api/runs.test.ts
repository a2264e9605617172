import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as listGates } from "@/app/v1/gates/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { GET as offer } from "@/app/v1/runs/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { GET as listRuns, POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { allowEgressTo } from "../../support/egress-environment";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

const prisma = testPrisma();
let team: Team;
let agentId: string;
let otherTeam: Team;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "API agent", toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const askScript = { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "Ship?" } }] }] };

async function startRun(token: string, body: unknown) {
  return read<{ id: string; conversationId: string; status: string }>(await createRun(apiRequest("/v1/runs", { token, body }), noParams));
}

describe("POST /v1/runs", () => {
  it("only enqueues: 202 with the run's id, conversation and status", async () => {
    const { status, body } = await startRun(team.editorToken, { agentId, kind: "direct", input: "hello", model: { provider: "scripted", script: [{ text: "hi" }] } });
    expect(status).toBe(202);
    expect(body).toMatchObject({ id: expect.any(String), conversationId: expect.any(String), status: "queued" });
    expect(await waitForRunStatus(prisma, body.id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await read<{ output: string; turns: unknown[] }>(await getRun(apiRequest(`/v1/runs/${body.id}`, { token: team.editorToken }), params({ id: body.id })));
    expect(run.body).toMatchObject({ output: "hi", turns: [expect.any(Object)] });
  });

  it.each([
    ["no input", { agentId: "x", kind: "direct", model: { provider: "scripted", script: [] } }, "input"],
    ["an unknown kind", { agentId: "x", kind: "weekly", input: "", model: { provider: "scripted", script: [] } }, "kind"],
    ["an unknown provider", { agentId: "x", kind: "direct", input: "", model: { provider: "magic" } }, "model"],
    ["an unknown field", { agentId: "x", kind: "direct", input: "", model: { provider: "scripted", script: [] }, extra: 1 }, ""],
  ])("refuses %s with 422 invalid_request naming the field", async (_name, body, field) => {
    const { status, body: answer } = await startRun(team.editorToken, body);
    expect(status).toBe(422);
    expect(answer).toMatchObject({ error: { code: "invalid_request" } });
    expect(JSON.stringify(answer)).toContain(field);
  });

  it("answers another organisation's agent as not found, a CEO-only token as forbidden, no token as 401", async () => {
    const foreign = await startRun(otherTeam.editorToken, { agentId, kind: "direct", input: "x", model: { provider: "scripted", script: [] } });
    expect(foreign.status).toBe(404);
    const ceo = await startRun(team.ceoToken, { agentId, kind: "direct", input: "x", model: { provider: "scripted", script: [] } });
    expect(ceo.status).toBe(403);
    expect((await createRun(apiRequest("/v1/runs", { body: {} }), noParams)).status).toBe(401);
  });

  it("keeps another organisation's run, offer and cancel out of reach with the same 404", async () => {
    const { body } = await startRun(team.editorToken, { agentId, kind: "direct", input: "x", model: { provider: "scripted", script: [] } });
    const asOther = { token: otherTeam.editorToken };
    expect((await getRun(apiRequest(`/v1/runs/${body.id}`, asOther), params({ id: body.id }))).status).toBe(404);
    expect((await offer(apiRequest(`/v1/runs/${body.id}/offer`, asOther), params({ id: body.id }))).status).toBe(404);
    expect((await cancel(apiRequest(`/v1/runs/${body.id}/cancel`, { ...asOther, method: "POST" }), params({ id: body.id }))).status).toBe(404);
    const listed = await read<{ runs: { id: string }[] }>(await listRuns(apiRequest("/v1/runs", asOther), noParams));
    expect(listed.body.runs.map((run) => run.id)).not.toContain(body.id);
  });
});

describe("gates over HTTP", () => {
  it("lets only a CEO decide, once; a second decision is 409 gate_decided", async () => {
    const { body } = await startRun(team.editorToken, { agentId, kind: "direct", input: "ask", model: askScript });
    expect(await waitForRunStatus(prisma, body.id, ["waiting", "failed"])).toBe("waiting");
    const open = await read<{ gates: { id: string; runId: string; tool: string }[] }>(await listGates(apiRequest("/v1/gates?status=open", { token: team.ceoToken }), noParams));
    const gate = open.body.gates.find((candidate) => candidate.runId === body.id)!;
    expect(gate.tool).toBe("os.ask_ceo");
    const path = `/v1/gates/${gate.id}/decision`;
    const byEditor = await decide(apiRequest(path, { token: team.editorToken, body: { decision: "approve" } }), params({ id: gate.id }));
    expect(byEditor.status).toBe(403);
    const bad = await read(await decide(apiRequest(path, { token: team.ceoToken, body: { decision: "maybe" } }), params({ id: gate.id })));
    expect(bad.status).toBe(422);
    const first = await read<{ status: string; decision: string }>(await decide(apiRequest(path, { token: team.ceoToken, body: { decision: "approve" } }), params({ id: gate.id })));
    expect(first).toMatchObject({ status: 200, body: { status: "decided", decision: "approve" } });
    const second = await read(await decide(apiRequest(path, { token: team.ceoToken, body: { decision: "deny" } }), params({ id: gate.id })));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("gate_decided");
    expect(await waitForRunStatus(prisma, body.id, ["succeeded", "failed"])).toBe("succeeded");
  });

  it("cancels a waiting run and closes its gate; cancelling again is a conflict", async () => {
    const { body } = await startRun(team.editorToken, { agentId, kind: "direct", input: "ask", model: askScript });
    expect(await waitForRunStatus(prisma, body.id, ["waiting", "failed"])).toBe("waiting");
    const cancelled = await cancel(apiRequest(`/v1/runs/${body.id}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: body.id }));
    expect(cancelled.status).toBe(200);
    expect(await prisma.gate.count({ where: { runId: body.id, status: "open" } })).toBe(0);
    expect(await prisma.toolCall.findMany({ where: { runId: body.id }, select: { outcome: true, code: true } })).toEqual([{ outcome: "not_run", code: "cancelled" }]);
    const again = await read(await cancel(apiRequest(`/v1/runs/${body.id}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: body.id })));
    expect(again.status).toBe(409);
  });
});

describe("POST /v1/playground/invoke", () => {
  it("answers one call through the same pipeline, trailer included, and records it", async () => {
    const { status, body } = await read<{ callId: string; outcome: string; result: string; ref: string; metadata: { tool_name: string } }>(
      await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool: "os.set_context", arguments: { key: "k", value: "v" } } }), noParams),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ outcome: "ok", metadata: { tool_name: "os.set_context" } });
    expect(body.result).toMatch(/\n\nremaining_tool_calls: 9$/);
    expect(await prisma.storedResult.count({ where: { ref: body.ref } })).toBe(1);
    expect(await prisma.toolCall.count({ where: { id: body.callId, outcome: "ok" } })).toBe(1);
  });

  it("refuses arguments that do not fit with the seed's words, and an always-gated tool outside a run", async () => {
    const refused = await read<{ outcome: string; code: string; result: string }>(
      await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool: "os__set_context", arguments: { key: "k" } } }), noParams),
    );
    expect(refused.body).toMatchObject({ outcome: "handed_back", code: "arguments_refused" });
    expect(refused.body.result).toMatch(/^Refused: the arguments do not match/);
    expect(refused.body.result).toContain('"value" is required.');
    const gated = await read<{ code: string }>(
      await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, tool: "os.ask_ceo", arguments: { question: "?" } } }), noParams),
    );
    expect(gated.body.code).toBe("gate_required");
  });
});

describe("a run's model secret", () => {
  it("may be named only by an admin: an editor could otherwise send any secret to a URL of their own", async () => {
    const model = { provider: "openai-compatible", baseUrl: "http://127.0.0.1:9/v1", model: "m", apiKeySecret: "anything" };
    const byEditor = await startRun(team.editorToken, { agentId, kind: "direct", input: "x", model });
    expect(byEditor.status).toBe(403);
    expect(JSON.stringify(byEditor.body)).toContain("apiKeySecret");
    // Loopback is refused unless allow-listed (CONTRACT.md, Outbound requests): this address alone is.
    const restoreEgress = allowEgressTo(model.baseUrl);
    try {
      const byAdmin = await startRun(team.adminToken, { agentId, kind: "direct", input: "x", model });
      expect(byAdmin.status).toBe(202);
    } finally {
      restoreEgress();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as listGates } from "@/app/v1/gates/route";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { GET as offer } from "@/app/v1/runs/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { GET as listRuns, POST as createRun } from "@/app/v1/runs/route";
import { GateListSchema, GateSchema } from "@/lib/contracts/gate-schemas";
import { InvokeResultSchema } from "@/lib/contracts/invoke-schemas";
import { RunOfferSchema } from "@/lib/contracts/offer-schemas";
import { CancelledRunSchema, RunListSchema, RunSchema, StartedRunSchema } from "@/lib/contracts/run-schemas";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 9, item 3: the answers the contract fixes (CONTRACT.md, Runs, Gates, Playground) are parsed, as
// real responses of the routes, with the zod schemas in lib/contracts that the serializers and the console
// are typed by. The schemas are strict: a field renamed, dropped or added by accident fails here.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Shapes agent", toolCallBudget: 10, maxIterations: 3 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const ask = { name: "os__ask_ceo", arguments: { question: "Ship?" } };
const setContext = { name: "os__set_context", arguments: { key: "k", value: "v" } };

/** Parses strictly and says which fields broke, so a failure names the drift. */
function parsed<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`the answer does not match its contract schema: ${JSON.stringify(result.error.issues)}\n${JSON.stringify(body)}`);
  return result.data;
}

async function startRun(script: unknown[], input = "shapes") {
  const answer = await read(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input, model: { provider: "scripted", script } } }), noParams));
  expect(answer.status).toBe(202);
  return parsed(StartedRunSchema, answer.body);
}

async function runAnswer(runId: string) {
  const answer = await read(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })));
  expect(answer.status).toBe(200);
  return parsed(RunSchema, answer.body);
}

const gatesAnswer = async (status: "open" | "decided") =>
  parsed(GateListSchema, (await read(await listGates(apiRequest(`/v1/gates?status=${status}`, { token: team.ceoToken }), noParams))).body);

describe("responses parse with the contract's zod schemas", () => {
  it("GET /v1/runs/:id of a run that called a tool and answered: Run, Turn and CallRecord", async () => {
    const started = await startRun([{ calls: [setContext] }, { text: "done" }]);
    expect(started.status).toBe("queued");
    expect(await waitForRunStatus(prisma, started.id, ["succeeded", "failed"])).toBe("succeeded");
    const run = await runAnswer(started.id);
    expect(run).toMatchObject({ status: "succeeded", output: "done", failure: null, kind: "direct" });
    expect(run.turns).toHaveLength(2);
    expect(run.turns[0].calls[0]).toMatchObject({ name: "os__set_context", tool: "os.set_context", outcome: "ok" });
    expect(run.turns[0].calls[0].result).toMatch(/remaining_tool_calls: 9$/);
    expect(run.turns[0].model.calls).toEqual([expect.objectContaining({ name: "os__set_context" })]);
  });

  it("GET /v1/runs/:id of a failed run carries its failure as { code, message }", async () => {
    const started = await startRun([{ calls: [setContext] }, { calls: [setContext] }, { calls: [setContext] }, { calls: [setContext] }]);
    expect(await waitForRunStatus(prisma, started.id, ["succeeded", "failed"])).toBe("failed");
    expect((await runAnswer(started.id)).failure).toMatchObject({ code: "iteration_cap_reached" });
  });

  it("GET /v1/gates (open, then decided and cancelled) and the decision's Gate", async () => {
    const approved = await startRun([{ calls: [ask] }]);
    const cancelled = await startRun([{ calls: [ask] }]);
    for (const { id } of [approved, cancelled]) expect(await waitForRunStatus(prisma, id, ["waiting", "failed"])).toBe("waiting");
    const open = await gatesAnswer("open");
    const gate = open.gates.find((candidate) => candidate.runId === approved.id)!;
    expect(gate).toMatchObject({ status: "open", decision: null, decidedAt: null, tool: "os.ask_ceo", run: { status: "waiting", agentId } });

    const decision = await read(await decide(apiRequest(`/v1/gates/${gate.id}/decision`, { token: team.ceoToken, body: { decision: "approve" } }), params({ id: gate.id })));
    expect(decision.status).toBe(200);
    expect(parsed(GateSchema, decision.body)).toMatchObject({ status: "decided", decision: "approve", decidedBy: team.ceo.email });

    const cancelAnswer = await read(await cancel(apiRequest(`/v1/runs/${cancelled.id}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: cancelled.id })));
    expect(parsed(CancelledRunSchema, cancelAnswer.body)).toEqual({ id: cancelled.id, status: "cancelled" });
    const closed = (await gatesAnswer("decided")).gates.filter((candidate) => [approved.id, cancelled.id].includes(candidate.runId));
    expect(closed.map((candidate) => candidate.status).sort()).toEqual(["cancelled", "decided"]);
    const waitingCall = (await runAnswer(cancelled.id)).turns[0].calls[0];
    expect(waitingCall).toMatchObject({ outcome: "not_run", code: "cancelled", gateId: expect.any(String) });
  });

  it("GET /v1/runs: each RunSummary, and GET /v1/runs/:id/offer: each OfferedTool", async () => {
    const listed = parsed(RunListSchema, (await read(await listRuns(apiRequest("/v1/runs", { token: team.editorToken }), noParams))).body);
    expect(listed.runs.length).toBeGreaterThan(0);
    const runId = listed.runs[0].id;
    const offered = parsed(RunOfferSchema, (await read(await offer(apiRequest(`/v1/runs/${runId}/offer`, { token: team.editorToken }), params({ id: runId })))).body);
    expect(offered.tools.length).toBeGreaterThan(0);
  });

  it.each([
    ["an answered call", { tool: "os.set_context", arguments: { key: "k", value: "v" } }, "ok"],
    ["an unknown name", { tool: "no.such_tool", arguments: {} }, "handed_back"],
  ])("POST /v1/playground/invoke for %s", async (_name, body, outcome) => {
    const answer = await read(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body: { agentId, ...body } }), noParams));
    expect(answer.status).toBe(200);
    expect(parsed(InvokeResultSchema, answer.body)).toMatchObject({ outcome });
  });

  it("refuses an answer with a field the contract does not hold (the schemas are strict)", async () => {
    const listed = (await read<{ runs: { id: string }[] }>(await listRuns(apiRequest("/v1/runs", { token: team.editorToken }), noParams))).body;
    const run = (await read<Record<string, unknown>>(await getRun(apiRequest(`/v1/runs/${listed.runs[0].id}`, { token: team.editorToken }), params({ id: listed.runs[0].id })))).body;
    expect(RunSchema.safeParse(run).success).toBe(true);
    expect(RunSchema.safeParse({ ...run, remainingCalls: 1 }).success).toBe(false);
    const { remainingToolCalls: _dropped, ...withoutBudget } = run;
    expect(RunSchema.safeParse(withoutBudget).success).toBe(false);
  });
});

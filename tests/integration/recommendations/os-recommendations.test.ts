// CONTRACT.md, Recommendations: "The OS makes them from what runs show (a tool failing with one code again and
// again, a gate always approved, runs ending on their budget)". Made when the worker ends a run, each pattern
// once per organisation (sourceKey), with evidence naming the runs it rests on; thresholds from
// lib/server/recommendations/recommendation-thresholds.ts.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { observeEndedRun } from "@/lib/server/recommendations/observe-ended-run";
import { ALWAYS_APPROVED_GATE_DECISIONS, BUDGET_ENDED_RUNS, REPEATED_TOOL_ERROR_CALLS } from "@/lib/server/recommendations/recommendation-thresholds";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";

type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const prisma = testPrisma();
let worker: RunningWorker;

beforeAll(async () => {
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

/** A run queued for the worker as POST /v1/runs leaves it, with its job sent. */
async function runThroughWorker(fixture: OrganisationFixture, taskId: string, script: ScriptTurn[], agentId = fixture.agentId): Promise<string> {
  const { POST: createRun } = await import("@/app/v1/runs/route");
  const { createToken } = await import("../api/api-fixtures");
  const token = await createToken(prisma, fixture.editor.userId, ["runs:write", "runs:read"]);
  const request = new Request("http://local/v1/runs", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ agentId, taskId, kind: "direct", input: "Work.", model: { provider: "scripted", script } }),
  });
  const response = await createRun(request, { params: Promise.resolve({}) });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await waitForRunStatus(prisma, id, ["succeeded", "failed"]);
  return id;
}

/** The worker makes recommendations just after it writes the run's end: wait for the one with this key. */
async function madeWithin(organisationId: string, sourceKey: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await prisma.recommendation.findFirst({ where: { organisationId, sourceKey } });
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const evidenceRunIds = (evidence: Prisma.JsonValue) => (evidence as { runId: string }[]).map((item) => item.runId).sort();

describe("a tool failing with one code again and again (through the worker)", () => {
  it(`after ${REPEATED_TOOL_ERROR_CALLS} failing calls the OS recommends once, naming the runs`, async () => {
    const fixture = await createOrganisationFixture(prisma, { tools: ["os.get_recommendation"] });
    const failing: ScriptTurn[] = [{ calls: [{ name: "os__get_recommendation", arguments: { id: "no-such-one" } }] }, { text: "gave up" }];
    const key = "tool_error:os.get_recommendation recommendation_not_found";
    const runIds: string[] = [];
    for (let index = 0; index < REPEATED_TOOL_ERROR_CALLS - 1; index += 1) runIds.push(await runThroughWorker(fixture, fixture.taskId, failing));
    expect(await madeWithin(fixture.organisationId, key, 1_500)).toBeNull();
    runIds.push(await runThroughWorker(fixture, fixture.taskId, failing));
    const made = await madeWithin(fixture.organisationId, key);
    expect(made).toMatchObject({ source: "os", status: "open", title: "os.get_recommendation keeps failing with recommendation_not_found" });
    expect(made!.proposal).toMatch(/^3 recent calls of os\.get_recommendation ended in the tool error recommendation_not_found\./);
    expect(evidenceRunIds(made!.evidence)).toEqual([...runIds].sort());
    // Made once: a fourth failure adds nothing.
    await runThroughWorker(fixture, fixture.taskId, failing);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await prisma.recommendation.count({ where: { organisationId: fixture.organisationId, source: "os" } })).toBe(1);
  });
});

describe("an organisation's history only", () => {
  /** A finished run with one call of `tool` that ended as the tool error `code`. */
  async function failedCall(fixture: OrganisationFixture, tool: string, code: string): Promise<string> {
    const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
    const run = await prisma.run.create({
      data: { organisationId: fixture.organisationId, conversationId: conversation.id, agentId: fixture.agentId, taskId: fixture.taskId, kind: "direct", status: "succeeded", input: "Work.", model: {}, state: {}, finishedAt: new Date() },
    });
    await prisma.toolCall.create({ data: { organisationId: fixture.organisationId, runId: run.id, name: tool, tool, toolName: tool, arguments: {}, outcome: "tool_error", code } });
    return run.id;
  }

  it("counts failing calls within one organisation: two here and two there make no recommendation", async () => {
    const here = await createOrganisationFixture(prisma);
    const there = await createOrganisationFixture(prisma);
    const runs = [];
    for (const fixture of [here, there, here, there]) runs.push(await failedCall(fixture, "os.get_context", "context_key_not_found"));
    for (const runId of runs) expect(await observeEndedRun(prisma, runId)).toEqual([]);
    expect(await prisma.recommendation.count({ where: { organisationId: { in: [here.organisationId, there.organisationId] } } })).toBe(0);
    // A third here is a pattern here alone.
    expect(await observeEndedRun(prisma, await failedCall(here, "os.get_context", "context_key_not_found"))).toEqual(["tool_error:os.get_context context_key_not_found"]);
    expect(await prisma.recommendation.count({ where: { organisationId: there.organisationId } })).toBe(0);
  });
});

describe("runs ending on their budget (through the worker)", () => {
  it(`after ${BUDGET_ENDED_RUNS} runs of one agent and task spend their budget, the OS recommends raising it`, async () => {
    const fixture = await createOrganisationFixture(prisma, { tools: ["os.list_recommendations"], toolCallBudget: 1 });
    const list = { name: "os__list_recommendations", arguments: { view: "open" } };
    const spending: ScriptTurn[] = [{ calls: [list, list] }, { text: "out of budget" }];
    const key = `budget:${fixture.agentId} ${fixture.taskId}`;
    const runIds: string[] = [];
    for (let index = 0; index < BUDGET_ENDED_RUNS; index += 1) runIds.push(await runThroughWorker(fixture, fixture.taskId, spending));
    const made = await madeWithin(fixture.organisationId, key);
    expect(made).toMatchObject({ source: "os", agentId: fixture.agentId, title: 'Runs of the agent "Test agent" on the task "Test task" end on their budget' });
    expect(made!.proposal).toContain("tool-call budget (1 calls)");
    expect(evidenceRunIds(made!.evidence)).toEqual([...runIds].sort());
  });
});

describe("a gate always approved", () => {
  let fixture: OrganisationFixture;
  let minute = 0;

  beforeAll(async () => {
    fixture = await createOrganisationFixture(prisma, { tools: ["os.set_context", "os.get_context"], gates: ["os.set_context"] });
  });

  /** A finished run of the task with one decided gate on `tool`. */
  async function gatedRun(taskId: string, tool: string, decision: "approve" | "deny", organisation: OrganisationFixture = fixture): Promise<string> {
    minute += 1;
    const at = new Date(Date.now() - 60 * 60_000 + minute * 60_000);
    const conversation = await prisma.conversation.create({ data: { organisationId: organisation.organisationId, agentId: organisation.agentId } });
    const run = await prisma.run.create({
      data: {
        organisationId: organisation.organisationId, conversationId: conversation.id, agentId: organisation.agentId, taskId, kind: "direct", status: "succeeded",
        input: "Work.", model: {}, state: { version: 1, toolCallBudget: 10, maxIterations: 10 }, finishedAt: at,
      },
    });
    const call = await prisma.toolCall.create({ data: { organisationId: organisation.organisationId, runId: run.id, name: tool.replace(".", "__"), tool, toolName: tool, arguments: {}, outcome: "ok" } });
    await prisma.gate.create({ data: { organisationId: organisation.organisationId, runId: run.id, callId: call.id, tool, arguments: {}, status: "decided", decision, decidedAt: at } });
    return run.id;
  }

  it(`proposes dropping a task's gate after ${ALWAYS_APPROVED_GATE_DECISIONS} approvals and no denial, naming the runs`, async () => {
    const runIds: string[] = [];
    for (let index = 0; index < ALWAYS_APPROVED_GATE_DECISIONS - 1; index += 1) runIds.push(await gatedRun(fixture.taskId, "os.set_context", "approve"));
    expect(await observeEndedRun(prisma, runIds.at(-1)!)).toEqual([]);
    runIds.push(await gatedRun(fixture.taskId, "os.set_context", "approve"));
    const key = `gate_always_approved:${fixture.taskId} os.set_context`;
    expect(await observeEndedRun(prisma, runIds.at(-1)!)).toEqual([key]);
    const made = await prisma.recommendation.findFirstOrThrow({ where: { organisationId: fixture.organisationId, sourceKey: key } });
    expect(made).toMatchObject({ source: "os", title: 'Drop the gate on os.set_context in the task "Test task"' });
    expect(evidenceRunIds(made.evidence)).toEqual([...runIds].sort());
    // Made once.
    expect(await observeEndedRun(prisma, await gatedRun(fixture.taskId, "os.set_context", "approve"))).toEqual([]);
  });

  it("keeps the gate when one of the latest decisions was a denial", async () => {
    const task = await prisma.task.create({ data: { organisationId: fixture.organisationId, name: "Denied once", tools: ["os.set_context"], gates: ["os.set_context"] } });
    await gatedRun(task.id, "os.set_context", "deny");
    let last = "";
    for (let index = 0; index < ALWAYS_APPROVED_GATE_DECISIONS + 1; index += 1) last = await gatedRun(task.id, "os.set_context", "approve");
    expect(await observeEndedRun(prisma, last)).toEqual([]);
  });

  it("proposes nothing for a tool the task does not gate itself (an always-gated tool stays gated)", async () => {
    let last = "";
    for (let index = 0; index < ALWAYS_APPROVED_GATE_DECISIONS + 1; index += 1) last = await gatedRun(fixture.taskId, "os.ask_ceo", "approve");
    expect(await observeEndedRun(prisma, last)).toEqual([]);
  });
});

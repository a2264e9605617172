import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as listGates } from "@/app/v1/gates/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

// Issue "Admission, gates and retries" through the public API: the gate summary, decisions that apply to
// exactly one call, the run credential's write rule, and memory.train's grants (seed "built-in tools").

type CallRecord = { name: string; tool: string | null; outcome: string; code: string | null; result: string | null; gateId: string | null };
type RunBody = { id: string; status: string; failure: { code: string } | null; turns: { calls: CallRecord[] }[] };
type GateBody = { id: string; runId: string; callId: string; tool: string; summary: string | null; status: string };
type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Gate agent", toolCallBudget: 20 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function createTask(tools: string[], extra: { gates?: string[]; isClone?: boolean; memoryGrants?: unknown[] } = {}) {
  const { gates = [], isClone = false, memoryGrants = [] } = extra;
  const task = await prisma.task.create({ data: { organisationId: team.organisationId, name: `Task ${tools.join(" ")}`, tools, gates, isClone, memoryGrants: memoryGrants as object[] } });
  return task.id;
}

async function startRun(taskId: string | null, script: ScriptTurn[]): Promise<string> {
  const body = { agentId, taskId, kind: "direct", input: "Do the work.", model: { provider: "scripted", script } };
  const answer = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(answer.status).toBe(202);
  return answer.body.id;
}

async function runOf(runId: string): Promise<RunBody> {
  return (await read<RunBody>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })))).body;
}

async function openGateOf(runId: string): Promise<GateBody> {
  const open = await read<{ gates: GateBody[] }>(await listGates(apiRequest("/v1/gates?status=open", { token: team.ceoToken }), noParams));
  const gate = open.body.gates.find((candidate) => candidate.runId === runId);
  if (!gate) throw new Error(`run ${runId} has no open gate`);
  return gate;
}

async function decideOver(gateId: string, body: Record<string, unknown>, token = team.ceoToken) {
  return read(await decide(apiRequest(`/v1/gates/${gateId}/decision`, { token, body }), params({ id: gateId })));
}

const turn = (...calls: [string, Prisma.InputJsonObject][]): ScriptTurn => ({ calls: calls.map(([name, input]) => ({ name, arguments: input })) });
const outcomes = (run: RunBody) => run.turns.flatMap((each) => each.calls.map((call) => [call.tool ?? call.name, call.outcome, call.code]));

describe("os.set_gate_summary: the CEO decides on the run's latest summary", () => {
  it("writes the summary on the gate, and a decision naming its own run and call applies", async () => {
    const taskId = await createTask(["os.set_gate_summary", "os.set_context", "os.get_context"], { gates: ["os.set_context"] });
    const runId = await startRun(taskId, [
      turn(["os__set_gate_summary", { summary: "A first draft." }]),
      turn(["os__set_gate_summary", { summary: "Store the launch date: 3 March." }], ["os__set_context", { key: "launch", value: "3 March" }]),
      { text: "stored" },
    ]);
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");
    const gate = await openGateOf(runId);
    expect(gate).toMatchObject({ tool: "os.set_context", summary: "Store the launch date: 3 March." });
    const decided = await decideOver(gate.id, { decision: "approve", runId, callId: gate.callId });
    expect(decided.status).toBe(200);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    expect(outcomes(await runOf(runId))).toEqual([
      ["os.set_gate_summary", "ok", null],
      ["os.set_gate_summary", "ok", null],
      ["os.set_context", "ok", null],
    ]);
  });

  it("hands os.mail_reply back until a summary is set, then waits with it (driven through the worker's own loop)", async () => {
    // A stand-in answers os.mail_reply here so the gate machinery is seen alone (its real handler, issue 19: tests/integration/mail).
    const dependencies = createLoopDependencies(prisma);
    const real = dependencies.handlers;
    const stand = async () => "Replied.";
    dependencies.handlers = { get: (name) => (name === "os.mail_reply" ? stand : real.get(name)), has: (name) => name === "os.mail_reply" || real.has(name) };
    const taskId = await createTask(["os.set_gate_summary", "os.mail_reply"]);
    const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId } });
    const reply: [string, Prisma.InputJsonObject] = ["os__mail_reply", { thread: "t1", body: "Friday." }];
    const script = [turn(reply), turn(["os__set_gate_summary", { summary: "Tell Ada the invoice goes out on Friday." }]), turn(reply)];
    const run = await prisma.run.create({
      data: {
        organisationId: team.organisationId, conversationId: conversation.id, agentId, taskId, actingUserId: team.editor.id, kind: "direct",
        input: "Answer Ada.", model: { provider: "scripted", script }, remainingToolCalls: 20, state: { version: 1, toolCallBudget: 20, maxIterations: 10 },
      },
    });
    expect(await advanceRun(dependencies, run.id)).toBe("waiting");
    const body = await runOf(run.id);
    expect(outcomes(body)).toEqual([
      ["os.mail_reply", "handed_back", "gate_summary_required"],
      ["os.set_gate_summary", "ok", null],
      ["os.mail_reply", "waiting", null],
    ]);
    expect(body.turns[0].calls[0].result).toBe("ERROR: call os.set_gate_summary before os.mail_reply; the CEO decides on that summary\n\nremaining_tool_calls: 20");
    expect(await openGateOf(run.id)).toMatchObject({ tool: "os.mail_reply", summary: "Tell Ada the invoice goes out on Friday." });
    // Cancelled before anyone decides: its gate is stale now, not decided by anyone.
    expect((await cancel(apiRequest(`/v1/runs/${run.id}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: run.id }))).status).toBe(200);
    const gate = await prisma.gate.findFirstOrThrow({ where: { runId: run.id } });
    const late = await decideOver(gate.id, { decision: "approve" });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("gate_stale");
  });
});

describe("POST /v1/gates/:id/decision applies to exactly that call of that run", () => {
  async function waitingAsk() {
    const runId = await startRun(null, [turn(["os__ask_ceo", { question: "Ship?" }])]);
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed"])).toBe("waiting");
    return { runId, gate: await openGateOf(runId) };
  }

  it("refuses another run's or call's ids with 409 gate_mismatch, audited and logged, and the gate stays open", async () => {
    const first = await waitingAsk();
    const second = await waitingAsk();
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(String(line)));
    const byRun = await decideOver(first.gate.id, { decision: "approve", runId: second.runId });
    const byCall = await decideOver(first.gate.id, { decision: "approve", runId: first.runId, callId: second.gate.callId });
    expect([byRun.status, byRun.body.error.code, byCall.status, byCall.body.error.code]).toEqual([409, "gate_mismatch", 409, "gate_mismatch"]);
    expect((await openGateOf(first.runId)).status).toBe("open");
    const audited = await prisma.auditEvent.findMany({ where: { action: "gate.decision_refused", detail: { path: ["gateId"], equals: first.gate.id } }, orderBy: { createdAt: "asc" } });
    expect(audited.map((event) => (event.detail as { reason: string }).reason)).toEqual(["run_mismatch", "call_mismatch"]);
    expect(warnings.map((line) => JSON.parse(line))).toMatchObject([
      { level: "warn", event: "gate.decision_refused", gateId: first.gate.id, code: "gate_mismatch", reason: "run_mismatch", namedRunId: second.runId },
      { event: "gate.decision_refused", code: "gate_mismatch", reason: "call_mismatch", namedCallId: second.gate.callId },
    ]);
    for (const { runId } of [first, second]) await cancel(apiRequest(`/v1/runs/${runId}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: runId }));
  });

  it("a second decision stays 409 gate_decided; another organisation's gate is the same 404 as a made-up one", async () => {
    const { runId, gate } = await waitingAsk();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await decideOver(gate.id, { decision: "deny", runId, callId: gate.callId })).status).toBe(200);
    const second = await decideOver(gate.id, { decision: "approve" });
    expect([second.status, second.body.error.code]).toEqual([409, "gate_decided"]);
    const otherCeo = (id: string) => decideOver(id, { decision: "approve" }, otherTeam.ceoToken);
    const foreign = await otherCeo(gate.id);
    const madeUp = await otherCeo("gate-that-never-was");
    expect(foreign.status).toBe(404);
    expect(foreign.text.replaceAll(gate.id, "<id>")).toBe(madeUp.text.replaceAll("gate-that-never-was", "<id>"));
    expect(await waitForRunStatus(prisma, runId, ["failed", "succeeded"])).toBe("failed");
  });
});

describe("a run credential can write only if its task declares an os.* tool that writes", () => {
  it.each([
    ["a task without a writing os.* tool: refused before the handler, nothing charged", ["memory.train", "os.get_context"], "tool_error", "read_only_credential"],
    ["a task that declares one: the write runs", ["memory.train", "os.set_execution_name"], "ok", null],
  ])("%s", async (_case, tools, outcome, code) => {
    const taskId = await createTask(tools);
    const content = `Credential note ${Math.random()}`;
    const runId = await startRun(taskId, [turn(["memory__train", { layer: "task", content }]), { text: "done" }]);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const run = await runOf(runId);
    expect(run.turns[0].calls[0]).toMatchObject({ tool: "memory.train", outcome, code });
    if (code) expect(run.turns[0].calls[0].result).toMatch(/^ERROR: memory\.train writes, and this run's credential is read-only: a run credential can write only if its task declares an `os\.\*` tool that writes\.\n\nremaining_tool_calls: 20$/);
    expect(await prisma.memoryEntry.count({ where: { content } })).toBe(code ? 0 : 1);
  });
});

describe("memory.train grants, end to end (seed \"Gates and grants\")", () => {
  const grants = [{ layer: "team", eventIdPrefix: "mail:" }, { layer: "enterprise", eventIdPrefix: "gate:" }];
  const train = (layer: string, eventId?: string): [string, Prisma.InputJsonObject] => ["memory__train", { layer, content: `${layer} ${eventId ?? "-"} ${Math.random()}`, ...(eventId ? { eventId } : {}) }];

  it.each([
    ["an original task", false, [
      [train("task"), "ok", null],
      [train("member"), "ok", null],
      [train("role"), "ok", null],
      [train("team", "mail:41"), "ok", null],
      [train("team", "chat:41"), "tool_error", "memory_event_id_not_granted"],
      [train("team"), "tool_error", "memory_event_id_not_granted"],
      [train("enterprise", "mail:41"), "tool_error", "memory_event_id_not_granted"],
      [train("team", "team:41"), "tool_error", "memory_event_id_reserved"],
      [train("enterprise", "gate:41"), "tool_error", "memory_event_id_reserved"],
    ]],
    ["a clone of it", true, [
      [train("task"), "ok", null],
      [train("member"), "tool_error", "memory_layer_refused_on_clone"],
      [train("role"), "tool_error", "memory_layer_refused_on_clone"],
      [train("team", "mail:41"), "tool_error", "memory_layer_not_granted"],
      [train("team", "gate:41"), "tool_error", "memory_event_id_reserved"],
    ]],
  ] as const)("on %s", async (_case, isClone, rows) => {
    const taskId = await createTask(["memory.train", "os.set_execution_name"], { isClone, memoryGrants: grants });
    const runId = await startRun(taskId, [turn(...rows.map(([call]) => call)), { text: "done" }]);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const run = await runOf(runId);
    expect(run.turns[0].calls.map((call) => [call.outcome, call.code])).toEqual(rows.map(([, outcome, code]) => [outcome, code]));
    for (const call of run.turns[0].calls.filter((each) => each.code)) expect(call.result).toMatch(new RegExp(`^ERROR: ${call.code}: `));
  });
});

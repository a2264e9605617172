import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as invoke } from "@/app/v1/playground/invoke/route";
import { POST as cancel } from "@/app/v1/runs/[id]/cancel/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 8, item 14: the playground reaches the same decisions as a run — task declarations, pins, the
// run's credential, the gate summary, gates and the budget — because both ask the same admission
// (admitBatch, then decideBeforeRun). Each case is sent through both HTTP entry points.

type CallView = { name: string; tool: string | null; outcome: string; code: string | null; result: string };
type RunView = { status: string; turns: { calls: CallView[] }[] };
type InvokeView = { outcome: string; code: string | null; result: string };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Parity agent", toolCallBudget: 10 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function taskOf(tools: string[], gates: string[] = []): Promise<string> {
  return (await prisma.task.create({ data: { organisationId: team.organisationId, name: `Parity ${tools.join(" ")}`, tools, gates } })).id;
}

async function startRun(body: Record<string, unknown>): Promise<string> {
  const created = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { kind: "direct", input: "Go.", ...body } }), noParams));
  expect(created.status).toBe(202);
  return created.body.id;
}

async function runView(runId: string): Promise<RunView> {
  const answer = await read<RunView>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })));
  expect(answer.status).toBe(200);
  return answer.body;
}

/** One call in a run of the scripted model; the call as the run recorded it and the run's status. */
async function throughRun(taskId: string | null, tool: string, input: unknown, expected: string[]) {
  const script = [{ calls: [{ name: tool.replace(".", "__"), arguments: input }] }, { text: "done" }];
  const runId = await startRun({ agentId, taskId, model: { provider: "scripted", script } });
  const status = await waitForRunStatus(prisma, runId, expected);
  return { runId, status, call: (await runView(runId)).turns[0].calls[0] };
}

async function throughPlayground(taskId: string | null, tool: string, input: unknown): Promise<InvokeView> {
  const body = { agentId, tool, arguments: input, ...(taskId ? { taskId } : {}) };
  const answer = await read<InvokeView>(await invoke(apiRequest("/v1/playground/invoke", { token: team.editorToken, body }), noParams));
  expect(answer.status).toBe(200);
  return answer.body;
}

type Case = { tools: string[] | null; gates?: string[]; tool: string; input: unknown; code: string; runStatus: string };

const cases: [string, Case][] = [
  [
    "a write under a read-only task",
    { tools: ["workspace.write_file", "os.get_context"], tool: "workspace.write_file", input: { path: "parity.txt", content: "x" }, code: "read_only_credential", runStatus: "succeeded" },
  ],
  [
    "memory.train under a task that declares no os.* tool that writes",
    { tools: ["memory.train", "os.get_context"], tool: "memory.train", input: { layer: "member", content: "a fact" }, code: "read_only_credential", runStatus: "succeeded" },
  ],
  ["a tool the task does not declare", { tools: ["os.get_context"], tool: "os.list_open_gates", input: {}, code: "tool_not_on_task", runStatus: "failed" }],
  ["a value the task pinned fatally", { tools: ["os.get_context#!key=allowed"], tool: "os.get_context", input: { key: "other" }, code: "tool_value_refused", runStatus: "failed" }],
  ["a value the task did not pin", { tools: ["os.get_context#key=allowed"], tool: "os.get_context", input: { key: "other" }, code: "tool_value_not_declared", runStatus: "succeeded" }],
  // Issue 8, item 7: parsed, these hold U+0000, which PostgreSQL cannot store (the playground answered 500).
  ["arguments the database cannot hold", { tools: null, tool: "os.get_context", input: '{"key": "a\\u0000b"}', code: "arguments_refused", runStatus: "succeeded" }],
  ["a name no tool has", { tools: null, tool: "os.no_such_tool", input: {}, code: "unknown_tool_name", runStatus: "succeeded" }],
  // Issue 19: os.mail_reply answers now; before os.set_gate_summary both entry points hand it back alike.
  ["a reply before its gate summary", { tools: ["os.mail_reply", "os.set_gate_summary"], tool: "os.mail_reply", input: { thread: "t1", body: "Hi" }, code: "gate_summary_required", runStatus: "succeeded" }],
];

describe("the playground and a run decide a call alike", () => {
  it.each(cases)("%s", async (_case, { tools, gates, tool, input, code, runStatus }) => {
    const taskId = tools ? await taskOf(tools, gates) : null;
    const played = await throughPlayground(taskId, tool, input);
    const { status, call } = await throughRun(taskId, tool, input, ["succeeded", "failed"]);
    expect({ run: call.code, playground: played.code }).toEqual({ run: code, playground: code });
    expect(status).toBe(runStatus);
    // The same text, before the trailer (the budget left differs: the run may have charged calls).
    const body = (text: string) => text.split("\n\nremaining_tool_calls")[0];
    expect(body(played.result)).toBe(body(call.result));
    // Issue 17, item 2: one vocabulary, so the same outcome too (a refusal that fails a run is run_failed in both).
    expect(played.outcome).toBe(call.outcome);
    if (code === "read_only_credential") expect(call.outcome).toBe("tool_error");
    if (runStatus === "failed") expect(call.outcome).toBe("run_failed");
  });

  it("a gated tool: the run waits for the CEO, the playground refuses it (no run to wait)", async () => {
    const taskId = await taskOf(["os.set_context"], ["os.set_context"]);
    const input = { key: "k", value: "v" };
    const played = await throughPlayground(taskId, "os.set_context", input);
    expect(played).toMatchObject({ outcome: "handed_back", code: "gate_required" });
    const { runId, status, call } = await throughRun(taskId, "os.set_context", input, ["waiting", "succeeded", "failed"]);
    expect(status).toBe("waiting");
    expect(call.outcome).toBe("waiting");
    expect((await cancel(apiRequest(`/v1/runs/${runId}/cancel`, { token: team.editorToken, method: "POST" }), params({ id: runId }))).status).toBe(200);
  });

  // The playground answers one call against the agent's whole budget (at least 1), so only a run can spend
  // it; both refuse with budgetSpentText through decideBeforeRun (unit: decide-before-run.test.ts).
  it("the budget: a run with one call left refuses the second call of a turn before its handler", async () => {
    const tight = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Tight agent", toolCallBudget: 1 } })).id;
    const calls = [0, 1].map(() => ({ name: "os__get_context", arguments: {} }));
    const runId = await startRun({ agentId: tight, model: { provider: "scripted", script: [{ calls }, { text: "done" }] } });
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const [first, second] = (await runView(runId)).turns[0].calls;
    expect(first.code).not.toBe("budget_spent");
    expect(second).toMatchObject({ outcome: "handed_back", code: "budget_spent" });
    expect(second.result).toMatch(/^ERROR: the tool-call budget of this run is spent; finish with text\./);
  });
});

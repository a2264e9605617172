import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listGates } from "@/app/v1/gates/route";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { Gate } from "@/lib/contracts/gate-schemas";
import { GateListSchema } from "@/lib/contracts/gate-schemas";
import { GATE_STEPS_SHOWN } from "@/lib/server/gates/gate-context";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Issue 23, item 2: an open gate tells the CEO what the tool does, who started the run with which agent and
// task version, the steps before the gate, and for a write what it sets; a decided gate carries none of it.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Context agent", toolCallBudget: 40 } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const turn = (...calls: [string, Record<string, unknown>][]) => ({ calls: calls.map(([name, input]) => ({ name, arguments: input })) });

async function openGates(): Promise<Gate[]> {
  const answer = await read<{ gates: Gate[] }>(await listGates(apiRequest("/v1/gates?status=open", { token: team.ceoToken }), noParams));
  expect(answer.status).toBe(200);
  return GateListSchema.parse(answer.body).gates;
}

describe("GET /v1/gates: an open gate's context", () => {
  it("names the tool's access and retry class, the starter, the task version, the steps before and the write's fields", async () => {
    const task = await prisma.task.create({
      data: { organisationId: team.organisationId, name: "Launch notes", version: 3, tools: ["os.set_gate_summary", "os.set_context", "os.get_context"], gates: ["os.set_context"] },
    });
    // 14 calls before the gated one: more than the card shows, one of them refused (no such tool).
    const reads = Array.from({ length: 13 }, (_, index) => turn(["os__get_context", { key: `k${index}` }]));
    const script = [
      turn(["os__no_such_tool", {}]),
      ...reads,
      turn(["os__set_gate_summary", { summary: "Store the launch date." }], ["os__set_context", { key: "launch", value: "3 March" }]),
      { text: "stored" },
    ];
    const started = await read<{ id: string }>(
      await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, taskId: task.id, kind: "direct", input: "Store the date.", model: { provider: "scripted", script } } }), noParams),
    );
    expect(started.status).toBe(202);
    const runId = started.body.id;
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");

    const gate = (await openGates()).find((candidate) => candidate.runId === runId);
    expect(gate?.context).toBeDefined();
    const context = gate!.context!;
    expect(context.tool).toMatchObject({ access: "write", source: "built-in" });
    expect(context.tool.retry).not.toBeNull();
    expect(context.tool.description).toMatch(/\S/);
    expect(context.startedBy).toBe(team.editor.email);
    expect(context.task).toEqual({ name: "Launch notes", version: 3 });
    expect(context.stepsBefore).toBe(15);
    expect(context.steps).toHaveLength(GATE_STEPS_SHOWN);
    // Oldest first, ending with the call just before the gated one (the summary of the same turn).
    expect(context.steps.at(-1)).toMatchObject({ tool: "os.set_gate_summary", outcome: "ok" });
    expect(context.steps.at(0)).toMatchObject({ tool: "os.get_context" });
    expect(context.change).toEqual([
      { field: "key", value: "launch" },
      { field: "value", value: "3 March" },
    ]);

    const decided = await read(await decide(apiRequest(`/v1/gates/${gate!.id}/decision`, { token: team.ceoToken, body: { decision: "approve" } }), params({ id: gate!.id })));
    expect(decided.status).toBe(200);
    const history = await read<{ gates: Gate[] }>(await listGates(apiRequest("/v1/gates?status=decided", { token: team.ceoToken }), noParams));
    expect(history.body.gates.find((candidate) => candidate.id === gate!.id)?.context).toBeUndefined();
  });

  it("shows a refused first step, a run with no task, and no change list for a read", async () => {
    const script = [turn(["os__no_such_tool", {}]), turn(["os__ask_ceo", { question: "Ship it?" }]), { text: "ok" }];
    const started = await read<{ id: string }>(
      await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: "Ask.", model: { provider: "scripted", script } } }), noParams),
    );
    const runId = started.body.id;
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");
    const context = (await openGates()).find((candidate) => candidate.runId === runId)!.context!;
    expect(context.task).toBeNull();
    expect(context.stepsBefore).toBe(1);
    expect(context.steps).toEqual([{ turn: 0, tool: "os__no_such_tool", outcome: "handed_back", code: expect.any(String) }]);
    const askAccess = context.tool.access;
    expect(context.change === null).toBe(askAccess === "read");
  });
});

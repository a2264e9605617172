import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as listGates } from "@/app/v1/gates/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { GET as listRuns, POST as createRun } from "@/app/v1/runs/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { startScheduleRun } from "@/lib/server/schedules/start-schedule-run";
import { jsonCredential, leakedPieces, pemKey } from "../../support/secret-samples";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 8, item 2 (CONTRACT.md, Secrets: a value is never returned by any endpoint or stored result): what a
// model wrote — call arguments as objects and as raw text, its final text, a gated call's arguments and the
// gate summary, and the script itself — comes back redacted from every backend view and is stored redacted,
// while the handlers, including an approved gated call run by a resumed worker, still get the real value.

type RunBody = {
  id: string;
  status: string;
  output: string | null;
  turns: { model: { text: string; calls: unknown[] }; calls: { tool: string | null; outcome: string; arguments: unknown }[] }[];
};
type GateBody = { id: string; runId: string; callId: string; arguments: unknown; summary: string | null };

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Secret views agent", toolCallBudget: 10 } })).id;
  for (const [name, value] of [["DEPLOY_KEY", pemKey], ["SERVICE_ACCOUNT", jsonCredential]]) {
    const saved = await read(await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name, value } }), noParams));
    expect(saved.status).toBe(201);
  }
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function createTask(tools: string[], gates: string[] = []) {
  return (await prisma.task.create({ data: { organisationId: team.organisationId, name: `Task ${tools.join(" ")} ${gates.join(" ")}`, tools, gates } })).id;
}

async function startRun(taskId: string | null, script: unknown[], forAgent = agentId): Promise<string> {
  const body = { agentId: forAgent, taskId, kind: "direct", input: "Keep the keys safe.", model: { provider: "scripted", script } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
  expect(started.status).toBe(202);
  return started.body.id;
}

async function runView(runId: string) {
  return read<RunBody>(await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })));
}

/** Every row the run left, every column included (the sealed copies too: ciphertext holds no piece). */
async function storedRows(runId: string): Promise<string> {
  const rows = await prisma.run.findUniqueOrThrow({ where: { id: runId }, include: { turns: { include: { calls: true } }, gates: true, conversation: true } });
  return JSON.stringify(rows);
}

async function contextValue(key: string, ofAgent = agentId) {
  return (await prisma.contextItem.findFirst({ where: { agentId: ofAgent, key }, select: { value: true } }))?.value ?? null;
}

describe("what a model wrote, in the backend's views", () => {
  it("GET /v1/runs/:id, GET /v1/runs and the stored rows never hold a value; the handlers got it", async () => {
    const taskId = await createTask(["os.set_context", "os.get_context"]);
    const runId = await startRun(taskId, [
      {
        text: `Storing ${pemKey}`,
        calls: [
          { name: "os__set_context", arguments: { key: "pem", value: pemKey } },
          // Raw text, as a real model sends it: the credential JSON-escaped inside the model's JSON.
          { name: "os__set_context", arguments: `{"key": "credential", "value": ${JSON.stringify(jsonCredential)}}` },
        ],
      },
      { text: `Done: the key is ${pemKey} and the account is ${jsonCredential}.` },
    ]);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");

    const { body, text } = await runView(runId);
    expect(body.turns[0].calls.map((call) => [call.tool, call.outcome])).toEqual([["os.set_context", "ok"], ["os.set_context", "ok"]]);
    expect(leakedPieces(text)).toEqual([]);
    expect(body.output).toContain("[REDACTED]");
    expect(body.turns[0].model.text).toContain("[REDACTED]");
    expect(body.turns[0].calls[0].arguments).toMatchObject({ key: "pem", value: expect.stringMatching(/^\[REDACTED\]/) });
    expect(body.turns[0].calls[1].arguments).toMatchObject({ key: "credential", value: expect.stringMatching(/^\[REDACTED\]/) });

    const listed = await read<{ runs: { id: string; output: string | null }[] }>(await listRuns(apiRequest("/v1/runs", { token: team.editorToken }), noParams));
    expect(listed.body.runs.map((run) => run.id)).toContain(runId);
    expect(leakedPieces(listed.text)).toEqual([]);

    const stored = await storedRows(runId);
    expect(leakedPieces(stored)).toEqual([]);
    // The script (Run.model) and the output are stored redacted, yet the model played the real values:
    expect(await contextValue("pem")).toBe(pemKey);
    expect(await contextValue("credential")).toBe(jsonCredential);
  });

  it("GET /v1/gates and the decision show a gated call redacted; the approved call runs with the real value", async () => {
    const taskId = await createTask(["os.set_gate_summary", "os.set_context"], ["os.set_context"]);
    const runId = await startRun(taskId, [
      {
        calls: [
          { name: "os__set_gate_summary", arguments: { summary: `Store the service account ${jsonCredential}` } },
          { name: "os__set_context", arguments: { key: "gated", value: pemKey } },
        ],
      },
      { text: "stored" },
    ]);
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"])).toBe("waiting");

    const open = await read<{ gates: GateBody[] }>(await listGates(apiRequest("/v1/gates?status=open", { token: team.ceoToken }), noParams));
    const gate = open.body.gates.find((candidate) => candidate.runId === runId);
    if (!gate) throw new Error("the gated call opened no gate");
    expect(leakedPieces(open.text)).toEqual([]);
    expect(gate.arguments).toMatchObject({ key: "gated", value: expect.stringMatching(/^\[REDACTED\]/) });
    expect(gate.summary).toBe("Store the service account [REDACTED]");
    expect(leakedPieces(await storedRows(runId))).toEqual([]);

    const decided = await read(await decide(apiRequest(`/v1/gates/${gate.id}/decision`, { token: team.ceoToken, body: { decision: "approve", runId, callId: gate.callId } }), params({ id: gate.id })));
    expect(decided.status).toBe(200);
    expect(leakedPieces(decided.text)).toEqual([]);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");

    // The worker that resumed after the approval read the call back from its row: it ran the value as sent.
    expect(await contextValue("gated")).toBe(pemKey);
    const { text } = await runView(runId);
    expect(leakedPieces(text)).toEqual([]);
    expect(leakedPieces(await storedRows(runId))).toEqual([]);
    const decidedList = await read(await listGates(apiRequest("/v1/gates?status=decided", { token: team.ceoToken }), noParams));
    expect(leakedPieces(decidedList.text)).toEqual([]);
  });

  it("a schedule copies the run's redacted spec, and its run still plays the real script", async () => {
    const scheduling = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Scheduling agent", toolCallBudget: 10, bindings: { schedule: true } } })).id;
    const runId = await startRun(null, [
      { calls: [{ name: "schedule_create", arguments: { name: "Daily keys", cron: "0 9 * * *", input: "Store the key again." } }] },
      { calls: [{ name: "os__set_context", arguments: { key: "scheduled", value: pemKey } }] },
      { text: "done" },
    ], scheduling);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");
    const schedule = await prisma.schedule.findFirstOrThrow({ where: { agentId: scheduling } });
    expect(leakedPieces(JSON.stringify(schedule))).toEqual([]);
    await prisma.contextItem.deleteMany({ where: { agentId: scheduling } });

    const started = await startScheduleRun(prisma, schedule.id, "now", readSettings());
    if (started.kind !== "started") throw new Error(`the schedule started nothing: ${started.reason}`);
    expect(await waitForRunStatus(prisma, started.runId, ["succeeded", "failed"])).toBe("succeeded");
    expect(await contextValue("scheduled", scheduling)).toBe(pemKey);
    expect(leakedPieces(await storedRows(started.runId))).toEqual([]);
  });
});

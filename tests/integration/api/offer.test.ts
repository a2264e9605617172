import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as agentOffer } from "@/app/v1/agents/[id]/offer/route";
import { PATCH as patchAgent } from "@/app/v1/agents/[id]/route";
import { POST as decide } from "@/app/v1/gates/[id]/decision/route";
import { GET as runOffer } from "@/app/v1/runs/[id]/offer/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { POST as createTask } from "@/app/v1/tasks/route";
import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";

// Seed "tools in a run", What a run offers, through the public API: bindings resolve per agent (agent
// setting, else the organisation's default), flags and the run kind narrow them, and each turn re-reads them.

const prisma = testPrisma();
let team: Team;
let worker: RunningWorker;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  await prisma.organisation.update({ where: { id: team.organisationId }, data: { defaultBindings: { note: true, secret: true, memory: true } } });
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

async function newAgent(data: Record<string, unknown> = {}): Promise<string> {
  return (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Offer agent", toolCallBudget: 10, ...data } })).id;
}

async function preview(agentId: string, query: string): Promise<AgentOfferPreview> {
  const response = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer?${query}`, { token: team.editorToken }), params({ id: agentId }));
  expect(response.status).toBe(200);
  return (await response.json()) as AgentOfferPreview;
}

// ONE-PRODUCT "Offer": the run's own tools, offered whether or not a task declares them.
const runOwnTools = ["report_issue", "read_tool_result", "search_tool_results", "read_transcript", "list_tools", "search_tools", "get_tool_schema"];

const offeredNames = (offer: AgentOfferPreview) => offer.tools.filter((tool) => tool.offered).map((tool) => tool.modelName);
const reasonFor = (offer: AgentOfferPreview, name: string) => offer.tools.find((tool) => tool.name === name)?.reason;

describe("GET /v1/agents/:id/offer", () => {
  it("offers the bindings that resolve on: the organisation's default unless the agent says otherwise", async () => {
    const inherits = await preview(await newAgent(), "kind=direct");
    expect(offeredNames(inherits)).toEqual(expect.arrayContaining(["note_write", "memory_write", "secret_request", "report_issue"]));
    expect(reasonFor(inherits, "record_create")).toBe("the record binding is off for this agent");
    const ownSetting = await preview(await newAgent({ bindings: { note: false, record: true } }), "kind=direct");
    expect(offeredNames(ownSetting)).toEqual(expect.arrayContaining(["record_create", "secret_request"]));
    expect(reasonFor(ownSetting, "note_write")).toBe("the note binding is off for this agent");
  });

  it("narrows by flags and run kind: memory: false drops memory_write, secret_request only in direct runs", async () => {
    const agentId = await newAgent({ memory: false });
    const direct = await preview(agentId, "kind=direct");
    expect(reasonFor(direct, "memory_write")).toBe("config.memory is false");
    expect(offeredNames(direct)).toContain("secret_request");
    const scheduled = await preview(agentId, "kind=schedule");
    expect(reasonFor(scheduled, "secret_request")).toBe("not offered in a schedule run");
    expect(offeredNames(scheduled)).toContain("report_issue");
  });

  it("a task narrows the offer to its declarations, the run's own tools stay", async () => {
    const task = await read<{ id: string }>(await createTask(apiRequest("/v1/tasks", { token: team.adminToken, body: { name: "Notes only", tools: ["note_write"] } }), noParams));
    expect(task.status).toBe(201);
    const offer = await preview(await newAgent(), `kind=direct&taskId=${task.body.id}`);
    expect(offeredNames(offer)).toEqual(["note_write", ...runOwnTools]);
    expect(reasonFor(offer, "os.get_context")).toBe("the task does not declare it");
  });

  it("refuses an unknown kind with 422 and another organisation's agent with 404", async () => {
    const agentId = await newAgent();
    const bad = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer?kind=weekly`, { token: team.editorToken }), params({ id: agentId }));
    expect(bad.status).toBe(422);
    const other = await createTeam(prisma);
    const foreign = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer`, { token: other.editorToken }), params({ id: agentId }));
    expect(foreign.status).toBe(404);
  });
});

describe("each turn re-reads the agent's bindings", () => {
  it("a binding turned off while the run waits leaves the run at the next turn", async () => {
    const agentId = await newAgent();
    const task = await read<{ id: string }>(
      await createTask(apiRequest("/v1/tasks", { token: team.adminToken, body: { name: "Gated context", tools: ["os.set_context", "note_write"], gates: ["os.set_context"] } }), noParams),
    );
    const script = [
      { calls: [{ name: "os__set_context", arguments: { key: "stage", value: "draft" } }] },
      { calls: [{ name: "note_write", arguments: { title: "t", content: "c" } }] },
      { text: "done" },
    ];
    const started = await read<{ id: string }>(
      await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, taskId: task.body.id, kind: "direct", input: "go", model: { provider: "scripted", script } } }), noParams),
    );
    const runId = started.body.id;
    expect(await waitForRunStatus(prisma, runId, ["waiting"])).toBe("waiting");
    const before = await read<{ tools: { name: string }[] }>(await runOffer(apiRequest(`/v1/runs/${runId}/offer`, { token: team.editorToken }), params({ id: runId })));
    expect(before.body.tools.map((tool) => tool.name)).toEqual(["os__set_context", "note_write", ...runOwnTools]);

    const patched = await patchAgent(apiRequest(`/v1/agents/${agentId}`, { method: "PATCH", token: team.adminToken, body: { bindings: { note: false } } }), params({ id: agentId }));
    expect(patched.status).toBe(200);
    const gate = await prisma.gate.findFirstOrThrow({ where: { runId } });
    expect((await decide(apiRequest(`/v1/gates/${gate.id}/decision`, { token: team.ceoToken, body: { decision: "approve" } }), params({ id: gate.id }))).status).toBe(200);
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"])).toBe("succeeded");

    const after = await read<{ tools: { name: string }[] }>(await runOffer(apiRequest(`/v1/runs/${runId}/offer`, { token: team.editorToken }), params({ id: runId })));
    expect(after.body.tools.map((tool) => tool.name)).toEqual(["os__set_context", ...runOwnTools]);
    const run = await read<{ turns: { calls: { name: string; outcome: string; code: string | null; result: string }[] }[] }>(
      await getRun(apiRequest(`/v1/runs/${runId}`, { token: team.editorToken }), params({ id: runId })),
    );
    const noteCall = run.body.turns[1].calls[0];
    expect(noteCall).toMatchObject({ name: "note_write", outcome: "handed_back", code: "not_offered" });
    expect(noteCall.result.startsWith("ERROR: tool note_write is not offered this run")).toBe(true);
  });
});

describe("the acting user (seed \"running tools\": tools whose requires excludes non-admins are never offered to them)", () => {
  it("offers os.list_tool_bindings to an admin's run and not to an editor's", async () => {
    const agentId = await newAgent();
    const forEditor = await agentOffer(apiRequest(`/v1/agents/${agentId}/offer`, { token: team.editorToken }), params({ id: agentId }));
    expect(reasonFor((await forEditor.json()) as AgentOfferPreview, "os.list_tool_bindings")).toBe("offered to admins only");
    const script = [{ calls: [{ name: "os__list_tool_bindings", arguments: {} }] }, { text: "done" }];
    const outcomes: Record<string, { outcome: string; code: string | null }> = {};
    for (const [who, token] of [["editor", team.editorToken], ["admin", team.adminToken]] as const) {
      const started = await read<{ id: string }>(
        await createRun(apiRequest("/v1/runs", { token, body: { agentId, kind: "direct", input: "Which bindings?", model: { provider: "scripted", script } } }), noParams),
      );
      await waitForRunStatus(prisma, started.body.id, ["succeeded", "failed"]);
      const run = await read<{ turns: { calls: { outcome: string; code: string | null }[] }[] }>(
        await getRun(apiRequest(`/v1/runs/${started.body.id}`, { token }), params({ id: started.body.id })),
      );
      outcomes[who] = run.body.turns[0].calls[0];
    }
    expect(outcomes.editor).toMatchObject({ outcome: "handed_back", code: "not_offered" });
    expect(outcomes.admin).toMatchObject({ outcome: "ok", code: null });
  });
});

describe("GET / PATCH /v1/organisation/bindings", () => {
  it("changes the default every agent without its own setting follows; editors read, admins change", async () => {
    const { GET: getDefaults, PATCH: patchDefaults } = await import("@/app/v1/organisation/bindings/route");
    const before = await read<{ defaults: Record<string, boolean>; resolved: Record<string, boolean> }>(
      await getDefaults(apiRequest("/v1/organisation/bindings", { token: team.editorToken }), noParams),
    );
    expect(before.body.defaults).toEqual({ note: true, secret: true, memory: true });
    expect(before.body.resolved.record).toBe(false);
    const agentId = await newAgent();
    expect(reasonFor(await preview(agentId, "kind=direct"), "record_create")).toBe("the record binding is off for this agent");

    const byEditor = await patchDefaults(apiRequest("/v1/organisation/bindings", { method: "PATCH", token: team.editorToken, body: { bindings: { record: true } } }), noParams);
    expect(byEditor.status).toBe(403);
    const bad = await patchDefaults(apiRequest("/v1/organisation/bindings", { method: "PATCH", token: team.adminToken, body: { bindings: { records: true } } }), noParams);
    expect(bad.status).toBe(422);
    const changed = await read<{ defaults: Record<string, boolean> }>(
      await patchDefaults(apiRequest("/v1/organisation/bindings", { method: "PATCH", token: team.adminToken, body: { bindings: { record: true, note: null } } }), noParams),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.defaults).toEqual({ secret: true, memory: true, record: true });
    const after = await preview(agentId, "kind=direct");
    expect(offeredNames(after)).toContain("record_create");
    expect(reasonFor(after, "note_write")).toBe("the note binding is off for this agent");
    // Put the defaults back for the other tests of this file.
    await patchDefaults(apiRequest("/v1/organisation/bindings", { method: "PATCH", token: team.adminToken, body: { bindings: { record: null, note: true } } }), noParams);
  });
});

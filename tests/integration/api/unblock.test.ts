import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listBlockers } from "@/app/v1/blockers/route";
import { POST as clear } from "@/app/v1/runs/[id]/clear/route";
import { POST as escalate } from "@/app/v1/runs/[id]/escalate/route";
import { GET as listEvents } from "@/app/v1/runs/[id]/events/route";
import { POST as retry } from "@/app/v1/runs/[id]/retry/route";
import { POST as routeTo } from "@/app/v1/runs/[id]/route/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type ErrorAnswer, type Team } from "./api-fixtures";

// Issue 18, items 2 and 4 over HTTP: POST /v1/runs/:id/{retry,route,clear,escalate} (zod bodies, 409
// run_not_blocked, 404 run_not_found / route_target_not_found, 403 for a user who may not), the run's timeline
// events (GET /v1/runs/:id/events) and GET /v1/blockers, each scoped to the caller's organisation.

type Unblocked = { id: string; status: string; owner: { kind: string; id: string } | null; escalation: { note: string } | null; changed: boolean };
type Blockers = { total: number; blockers: { runId: string; blockedBy: string; escalation: { note: string } | null; owner: { id: string } | null }[] };

const prisma = testPrisma();
let team: Team;
let other: Team;
let agentId: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "HTTP stuck agent" } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

/** A run that failed before its first turn (as a model error leaves one), started by `userId`; its model answers "ok" when retried. */
async function failedRun(userId: string, status: "failed" | "succeeded" = "failed"): Promise<string> {
  const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId } });
  const run = await prisma.run.create({
    data: {
      organisationId: team.organisationId,
      conversationId: conversation.id,
      agentId,
      actingUserId: userId,
      kind: "direct",
      status,
      input: "Stuck work",
      model: { provider: "scripted", script: [{ text: "ok" }] },
      state: { version: 1, toolCallBudget: 5, maxIterations: 5 },
      failureCode: status === "failed" ? "model_error" : null,
      failureMessage: status === "failed" ? "The model request failed: overloaded" : null,
      finishedAt: new Date(),
    },
  });
  return run.id;
}

function post(handler: typeof retry, action: string, runId: string, token: string, body: unknown) {
  return handler(apiRequest(`/v1/runs/${runId}/${action}`, { token, body }), params({ id: runId })).then((response) => read<Unblocked>(response));
}

describe("POST /v1/runs/:id/retry", () => {
  it("queues a failed run again and it succeeds with the same id; a repeat answers changed false", async () => {
    const runId = await failedRun(team.admin.id);
    const first = await post(retry, "retry", runId, team.adminToken, { note: "Try again" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: runId, status: "queued", changed: true, owner: { kind: "user", id: team.admin.id } });
    const second = await post(retry, "retry", runId, team.adminToken, {});
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: runId, changed: false });
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    expect(await prisma.runEvent.count({ where: { runId, kind: "retried" } })).toBe(1);
  });

  it("answers 409 run_not_blocked for a run that is not failed, 404 for a made-up or foreign id, 403 for an editor on an admin's run", async () => {
    const succeeded = await failedRun(team.admin.id, "succeeded");
    const notBlocked = await read<ErrorAnswer>(await retry(apiRequest(`/v1/runs/${succeeded}/retry`, { token: team.adminToken, body: {} }), params({ id: succeeded })));
    expect([notBlocked.status, notBlocked.body.error.code, notBlocked.body.error.status]).toEqual([409, "run_not_blocked", "succeeded"]);
    const adminsRun = await failedRun(team.admin.id);
    for (const id of ["run-that-never-was", adminsRun]) {
      const missing = await read<ErrorAnswer>(await retry(apiRequest(`/v1/runs/${id}/retry`, { token: other.adminToken, body: {} }), params({ id })));
      expect([missing.status, missing.body.error.code]).toEqual([404, "run_not_found"]);
    }
    const refused = await read<ErrorAnswer>(await retry(apiRequest(`/v1/runs/${adminsRun}/retry`, { token: team.editorToken, body: {} }), params({ id: adminsRun })));
    expect([refused.status, refused.body.error.code]).toEqual([403, "forbidden"]);
    expect((await prisma.run.findUniqueOrThrow({ where: { id: adminsRun } })).status).toBe("failed");
  });
});

describe("a retry the CEO makes, and the model it plays", () => {
  it("the CEO retries an escalated run; the agent's default model, when set, plays the retried run", async () => {
    const modelled = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Agent with a default model", model: { provider: "scripted", script: [{ text: "played by the agent's model" }] } } });
    const runId = await failedRun(team.admin.id);
    await prisma.run.update({ where: { id: runId }, data: { agentId: modelled.id } });
    const early = await read<ErrorAnswer>(await retry(apiRequest(`/v1/runs/${runId}/retry`, { token: team.ceoToken, body: {} }), params({ id: runId })));
    expect([early.status, early.body.error.code]).toEqual([403, "forbidden"]);
    expect((await post(escalate, "escalate", runId, team.adminToken, { note: "CEO, please" })).status).toBe(200);
    const retried = await post(retry, "retry", runId, team.ceoToken, { note: "Go on" });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: "queued", escalation: null, changed: true });
    expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
    expect((await prisma.run.findUniqueOrThrow({ where: { id: runId } })).output).toBe("played by the agent's model");
  });
});

describe("POST /v1/runs/:id/route, /escalate and /clear", () => {
  it("route to a member (unknown: 404 route_target_not_found), escalate to the CEO, who then clears it; the timeline says who and why", async () => {
    const runId = await failedRun(team.admin.id);
    const unknown = await read<ErrorAnswer>(await routeTo(apiRequest(`/v1/runs/${runId}/route`, { token: team.adminToken, body: { to: "nobody" } }), params({ id: runId })));
    expect([unknown.status, unknown.body.error.code]).toEqual([404, "route_target_not_found"]);
    const routed = await post(routeTo, "route", runId, team.adminToken, { to: team.editor.id, note: "Editor's now" });
    expect(routed.body).toMatchObject({ owner: { kind: "user", id: team.editor.id }, changed: true });
    // The CEO may not clear a run that was not escalated.
    const early = await read<ErrorAnswer>(await clear(apiRequest(`/v1/runs/${runId}/clear`, { token: team.ceoToken, body: { note: "Drop it" } }), params({ id: runId })));
    expect([early.status, early.body.error.code]).toEqual([403, "forbidden"]);
    const escalated = await post(escalate, "escalate", runId, team.editorToken, { note: "Needs the CEO" });
    expect(escalated.body).toMatchObject({ escalation: { note: "Needs the CEO" }, changed: true });
    const board = await read<Blockers>(await listBlockers(apiRequest("/v1/blockers?escalated=true", { token: team.ceoToken }), params({})));
    expect(board.body.blockers.map((blocker) => blocker.runId)).toContain(runId);
    const cleared = await post(clear, "clear", runId, team.ceoToken, { note: "Not needed any more" });
    expect(cleared.body).toMatchObject({ status: "cancelled", escalation: null, changed: true });
    const again = await post(clear, "clear", runId, team.ceoToken, { note: "Not needed any more" });
    expect(again.body).toMatchObject({ status: "cancelled", changed: false });
    const events = await read<{ events: { kind: string; by: string | null; note: string; byRunId: string | null }[] }>(
      await listEvents(apiRequest(`/v1/runs/${runId}/events`, { token: team.editorToken }), params({ id: runId })),
    );
    expect(events.body.events.map((event) => [event.kind, event.by, event.note, event.byRunId])).toEqual([
      ["routed", team.admin.email, "Editor's now", null],
      ["escalated", team.editor.email, "Needs the CEO", null],
      ["cleared", team.ceo.email, "Not needed any more", null],
    ]);
    const foreignEvents = await read<ErrorAnswer>(await listEvents(apiRequest(`/v1/runs/${runId}/events`, { token: other.adminToken }), params({ id: runId })));
    expect(foreignEvents.status).toBe(404);
  });

  it("refuses a clear or escalation without a note (422), and 409 run_not_blocked on a run that is not stuck", async () => {
    const runId = await failedRun(team.admin.id);
    for (const [handler, action] of [[clear, "clear"], [escalate, "escalate"]] as const) {
      const bad = await read<ErrorAnswer>(await handler(apiRequest(`/v1/runs/${runId}/${action}`, { token: team.adminToken, body: { note: "  " } }), params({ id: runId })));
      expect([bad.status, bad.body.error.code]).toEqual([422, "invalid_request"]);
    }
    const done = await failedRun(team.admin.id, "succeeded");
    for (const [handler, action, body] of [[clear, "clear", { note: "x" }], [escalate, "escalate", { note: "x" }], [routeTo, "route", { to: team.editor.id }]] as const) {
      const conflict = await read<ErrorAnswer>(await handler(apiRequest(`/v1/runs/${done}/${action}`, { token: team.adminToken, body }), params({ id: done })));
      expect([conflict.status, conflict.body.error.code]).toEqual([409, "run_not_blocked"]);
    }
  });
});

describe("a run waiting on a gate", () => {
  it("is a blocker held by its gate; it cannot be retried (409), and clearing it cancels the run and closes its gate undecided with the note", async () => {
    const body = { agentId, kind: "direct", input: "Ask first", model: { provider: "scripted", script: [{ calls: [{ name: "os__ask_ceo", arguments: { question: "Ship it?" } }] }] } };
    const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body }), noParams));
    const runId = started.body.id;
    expect(await waitForRunStatus(prisma, runId, ["waiting", "failed", "succeeded"], 60_000)).toBe("waiting");
    const listed = await read<Blockers & { blockers: { gates: { id: string; tool: string }[] }[] }>(await listBlockers(apiRequest("/v1/blockers", { token: team.editorToken }), params({})));
    const blocker = listed.body.blockers.find((each) => each.runId === runId);
    expect(blocker).toMatchObject({ blockedBy: "gate", gates: [{ tool: "os.ask_ceo" }] });
    const notFailed = await read<ErrorAnswer>(await retry(apiRequest(`/v1/runs/${runId}/retry`, { token: team.editorToken, body: {} }), params({ id: runId })));
    expect([notFailed.status, notFailed.body.error.code]).toEqual([409, "run_not_blocked"]);
    const cleared = await post(clear, "clear", runId, team.editorToken, { note: "Asked elsewhere" });
    expect(cleared.body).toMatchObject({ status: "cancelled", changed: true });
    const gate = await prisma.gate.findFirstOrThrow({ where: { runId } });
    expect([gate.status, gate.decision, gate.decidedById, gate.note]).toEqual(["cancelled", null, null, "The run was cleared: Asked elsewhere"]);
  });
});

describe("GET /v1/blockers", () => {
  it("lists the organisation's stuck runs with their owner, and none of another organisation's", async () => {
    const runId = await failedRun(team.editor.id);
    const ours = await read<Blockers>(await listBlockers(apiRequest("/v1/blockers", { token: team.editorToken }), params({})));
    expect(ours.status).toBe(200);
    expect(ours.body.blockers.find((blocker) => blocker.runId === runId)).toMatchObject({ blockedBy: "failed", owner: { id: team.editor.id } });
    const theirs = await read<Blockers>(await listBlockers(apiRequest("/v1/blockers", { token: other.adminToken }), params({})));
    expect(theirs.body.blockers.map((blocker) => blocker.runId)).not.toContain(runId);
    const bad = await read<ErrorAnswer>(await listBlockers(apiRequest("/v1/blockers?limit=0", { token: team.editorToken }), params({})));
    expect(bad.status).toBe(422);
  });
});

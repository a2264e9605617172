import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRuns } from "@/app/v1/runs/route";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import type { Run, RunList } from "@/lib/contracts/run-schemas";
import type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, type ErrorAnswer, type Team } from "./api-fixtures";

// Issue 23, item 1: a run that "succeeded" may hold calls that failed, were refused or denied. GET /v1/runs
// counts them per run (troubledCalls) and keeps only runs with a call of an outcome (callOutcome), recorded in
// a window (callsFrom/callsTo) — the runs behind an overview bar. Rows are written directly (no worker).

const prisma = testPrisma();
let team: Team;
let other: Team;
let agentId: string;
const base = Date.parse("2026-11-20T10:00:00.000Z");
const ids: Record<string, string> = {};

async function insertRun(organisationId: string, agent: string, input: string, minutes: number, calls: { outcome: CallOutcome; minutes: number }[]): Promise<string> {
  const conversation = await prisma.conversation.create({ data: { organisationId, agentId: agent } });
  const createdAt = new Date(base + minutes * 60_000);
  const run = await prisma.run.create({
    data: {
      organisationId,
      conversationId: conversation.id,
      agentId: agent,
      kind: "direct",
      status: "succeeded",
      input,
      model: { provider: "scripted", script: [] },
      state: { version: 1, toolCallBudget: 5, maxIterations: 5 },
      createdAt,
      startedAt: createdAt,
      finishedAt: new Date(createdAt.getTime() + 1000),
    },
  });
  const turn = await prisma.turn.create({ data: { runId: run.id, index: 0, startedAt: createdAt } });
  for (const [index, call] of calls.entries()) {
    await prisma.toolCall.create({
      data: {
        organisationId,
        runId: run.id,
        turnId: turn.id,
        index,
        name: "web.fetch",
        tool: "web.fetch",
        toolName: "web.fetch",
        arguments: {},
        outcome: call.outcome,
        createdAt: new Date(base + call.minutes * 60_000),
      },
    });
  }
  return run.id;
}

async function list(query: string, token = team.editorToken) {
  return read<RunList>(await listRuns(apiRequest(`/v1/runs${query}`, { token }), noParams));
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Alpha" } })).id;
  ids.clean = await insertRun(team.organisationId, agentId, "All went well", 0, [{ outcome: "ok", minutes: 0 }, { outcome: "ok", minutes: 1 }]);
  ids.errors = await insertRun(team.organisationId, agentId, "Two tool errors", 10, [
    { outcome: "tool_error", minutes: 10 },
    { outcome: "ok", minutes: 11 },
    { outcome: "tool_error", minutes: 12 },
  ]);
  ids.refused = await insertRun(team.organisationId, agentId, "Refused and denied", 20, [
    { outcome: "handed_back", minutes: 20 },
    { outcome: "denied", minutes: 21 },
  ]);
  ids.late = await insertRun(team.organisationId, agentId, "A late tool error", 30, [{ outcome: "tool_error", minutes: 90 }]);
  const foreignAgent = (await prisma.agent.create({ data: { organisationId: other.organisationId, name: "Foreign" } })).id;
  ids.foreign = await insertRun(other.organisationId, foreignAgent, "Foreign tool error", 15, [{ outcome: "tool_error", minutes: 15 }]);
});

const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();

describe("GET /v1/runs troubledCalls", () => {
  it("counts each run's tool errors, refusals and denials, zeros for a clean run, in one page", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    const byId = new Map(body.runs.map((run) => [run.id, run.troubledCalls]));
    expect(byId.get(ids.clean)).toEqual({ tool_error: 0, handed_back: 0, denied: 0 });
    expect(byId.get(ids.errors)).toEqual({ tool_error: 2, handed_back: 0, denied: 0 });
    expect(byId.get(ids.refused)).toEqual({ tool_error: 0, handed_back: 1, denied: 1 });
    expect(byId.has(ids.foreign)).toBe(false);
  });

  it("gives the same counts on the run's own page (GET /v1/runs/:id)", async () => {
    const { status, body } = await read<Run>(await getRun(apiRequest(`/v1/runs/${ids.refused}`, { token: team.editorToken }), params({ id: ids.refused })));
    expect(status).toBe(200);
    expect(body.troubledCalls).toEqual({ tool_error: 0, handed_back: 1, denied: 1 });
  });
});

describe("GET /v1/runs callOutcome and callsFrom/callsTo", () => {
  it.each([
    ["a tool error", () => "?callOutcome=tool_error", () => [ids.late, ids.errors]],
    ["a refusal", () => "?callOutcome=handed_back", () => [ids.refused]],
    ["a denial", () => "?callOutcome=denied", () => [ids.refused]],
    ["an answered call", () => "?callOutcome=ok", () => [ids.errors, ids.clean]],
    ["a tool error in a window of the calls (from inclusive, to exclusive)", () => `?callOutcome=tool_error&callsFrom=${at(10)}&callsTo=${at(90)}`, () => [ids.errors]],
    ["any call in a window", () => `?callsFrom=${at(1)}&callsTo=${at(21)}`, () => [ids.refused, ids.errors, ids.clean]],
    ["the window of the late call only, though its run began earlier", () => `?callsFrom=${at(60)}`, () => [ids.late]],
    ["a call outcome and the run's agent", () => `?callOutcome=tool_error&agentId=${agentId}`, () => [ids.late, ids.errors]],
    ["an empty parameter as none", () => "?callOutcome=&callsFrom=", () => [ids.late, ids.refused, ids.errors, ids.clean]],
  ])("keeps runs with %s", async (_name, query, expected) => {
    const { status, body } = await list(query());
    expect(status).toBe(200);
    expect(body.runs.map((run) => run.id)).toEqual(expected());
  });

  it("never shows another organisation's runs, however the filter matches them", async () => {
    expect((await list(`?callOutcome=tool_error&callsFrom=${at(15)}&callsTo=${at(16)}`)).body.runs).toEqual([]);
    const theirs = await list("?callOutcome=tool_error", other.editorToken);
    expect(theirs.body.runs.map((run) => run.id)).toEqual([ids.foreign]);
    expect(theirs.body.runs[0].troubledCalls).toEqual({ tool_error: 1, handed_back: 0, denied: 0 });
  });

  it("pages through the filtered runs with the keyset", async () => {
    const first = await list("?callOutcome=tool_error&limit=1");
    expect(first.body.runs.map((run) => run.id)).toEqual([ids.late]);
    const second = await list(`?callOutcome=tool_error&limit=1&before=${first.body.nextCursor}`);
    expect(second.body.runs.map((run) => run.id)).toEqual([ids.errors]);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ["an outcome that does not exist", "?callOutcome=exploded", "callOutcome"],
    ["a callsFrom that is not ISO 8601", "?callsFrom=yesterday", "callsFrom"],
    ["a callsTo that is not ISO 8601", "?callsTo=2026-13-40", "callsTo"],
    ["callsFrom after callsTo", `?callsFrom=${at(20)}&callsTo=${at(10)}`, "callsTo"],
    ["callsFrom equal to callsTo", `?callsFrom=${at(10)}&callsTo=${at(10)}`, "callsTo"],
  ])("refuses %s with 422 naming the parameter", async (_name, query, field) => {
    const { status, body } = await read<ErrorAnswer>(await listRuns(apiRequest(`/v1/runs${query}`, { token: team.editorToken }), noParams));
    expect(status).toBe(422);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

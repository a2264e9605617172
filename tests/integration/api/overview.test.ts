import { beforeAll, describe, expect, it } from "vitest";
import { GET as overview } from "@/app/v1/overview/route";
import type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { OverviewSchema, type Overview } from "@/lib/contracts/overview-schemas";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, read, type Team } from "./api-fixtures";

// Issue 12, item 11: GET /v1/overview — tool calls over time by outcome, the most failing tools and their
// codes, and gate waits, for the organisation or one agent, counted by the database.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentA: string;
let agentB: string;
let foreignAgent: string;

type CallSeed = { at: string; outcome: CallOutcome; tool?: string | null; name?: string; code?: string | null };

async function runOf(organisationId: string, agentId: string, createdAt = "2026-06-01T00:00:00Z") {
  const conversation = await prisma.conversation.create({ data: { organisationId, agentId } });
  return prisma.run.create({
    data: { organisationId, agentId, conversationId: conversation.id, kind: "direct", input: "x", model: {}, state: {}, createdAt: new Date(createdAt) },
  });
}

async function calls(organisationId: string, runId: string, seeds: CallSeed[]) {
  await prisma.toolCall.createMany({
    data: seeds.map((seed) => ({
      organisationId,
      runId,
      name: seed.name ?? seed.tool ?? "unknown",
      tool: seed.tool === undefined ? "workspace.read_file" : seed.tool,
      toolName: seed.tool ?? "unknown",
      arguments: {},
      outcome: seed.outcome,
      code: seed.code ?? null,
      createdAt: new Date(seed.at),
    })),
  });
}

async function gate(organisationId: string, runId: string, opened: string, end: { status: "open" | "decided" | "cancelled"; decision?: "approve" | "deny"; waitSeconds?: number }) {
  const call = await prisma.toolCall.create({
    data: { organisationId, runId, name: "os.mail_send", tool: "os.mail_send", toolName: "os.mail_send", arguments: {}, outcome: "waiting", createdAt: new Date(opened) },
  });
  const createdAt = new Date(opened);
  await prisma.gate.create({
    data: {
      organisationId,
      runId,
      callId: call.id,
      tool: "os.mail_send",
      arguments: {},
      status: end.status,
      decision: end.decision ?? null,
      createdAt,
      decidedAt: end.waitSeconds === undefined ? null : new Date(createdAt.getTime() + end.waitSeconds * 1000),
    },
  });
}

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentA = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Agent A" } })).id;
  agentB = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Agent B" } })).id;
  foreignAgent = (await prisma.agent.create({ data: { organisationId: otherTeam.organisationId, name: "Foreign" } })).id;
  const runA = await runOf(team.organisationId, agentA);
  const runB = await runOf(team.organisationId, agentB);
  const foreignRun = await runOf(otherTeam.organisationId, foreignAgent);
  await calls(team.organisationId, runA.id, [
    { at: "2026-06-01T10:05:00Z", outcome: "ok" },
    { at: "2026-06-01T10:59:59Z", outcome: "ok" },
    { at: "2026-06-01T10:30:00Z", outcome: "tool_error", tool: "web.read", code: "timed_out" },
    { at: "2026-06-01T12:00:00Z", outcome: "tool_error", tool: "web.read", code: "timed_out" },
    { at: "2026-06-01T12:10:00Z", outcome: "run_failed", tool: "web.read", code: "database_unavailable" },
    { at: "2026-06-01T12:20:00Z", outcome: "ok", tool: "web.read" },
    // Named by the model, matched no tool: counted under the name it was called by.
    { at: "2026-06-01T12:30:00Z", outcome: "tool_error", tool: null, name: "made_up", code: "unknown_tool_name" },
    // Refused and denied calls are not failures of the tool.
    { at: "2026-06-01T12:40:00Z", outcome: "handed_back", tool: "workspace.write_file", code: "arguments_refused" },
    { at: "2026-06-01T12:45:00Z", outcome: "denied", tool: "workspace.write_file" },
    // Outside the window of 10:00–13:00.
    { at: "2026-06-01T09:59:59Z", outcome: "tool_error", tool: "web.read", code: "timed_out" },
    { at: "2026-06-01T13:00:00Z", outcome: "tool_error", tool: "web.read", code: "timed_out" },
  ]);
  await calls(team.organisationId, runB.id, [
    { at: "2026-06-01T11:15:00Z", outcome: "ok" },
    { at: "2026-06-01T11:20:00Z", outcome: "tool_error", tool: "os.mail_send", code: "mail_refused" },
    // 31 May in UTC, 1 June (00:30) in Kolkata.
    { at: "2026-05-31T19:00:00Z", outcome: "not_run" },
  ]);
  await calls(otherTeam.organisationId, foreignRun.id, [{ at: "2026-06-01T10:10:00Z", outcome: "tool_error", tool: "web.read", code: "timed_out" }]);

  // Gates opened on 2026-06-02 (no call of the 10:00–13:00 window above), waiting 30 s to 2 days.
  const waits = [30, 90, 200, 600, 1_200, 7_200, 200_000];
  for (const [index, waitSeconds] of waits.entries()) {
    await gate(team.organisationId, runA.id, `2026-06-02T0${index}:00:00Z`, { status: "decided", decision: index === 3 ? "deny" : "approve", waitSeconds });
  }
  await gate(team.organisationId, runB.id, "2026-06-02T08:00:00Z", { status: "decided", decision: "approve", waitSeconds: 45 });
  await gate(team.organisationId, runA.id, "2026-06-02T09:00:00Z", { status: "open" });
  await gate(team.organisationId, runA.id, "2026-06-02T09:30:00Z", { status: "cancelled" });
  await gate(otherTeam.organisationId, foreignRun.id, "2026-06-02T09:00:00Z", { status: "decided", decision: "approve", waitSeconds: 5 });
});

const get = (query: Record<string, string>, token = team.editorToken) =>
  overview(apiRequest(`/v1/overview?${new URLSearchParams(query)}`, { token }), noParams);

async function answer(query: Record<string, string>, token?: string): Promise<Overview> {
  const { status, body, text } = await read<Overview>(await get(query, token));
  expect(status, text).toBe(200);
  return OverviewSchema.parse(body);
}

const morning = { from: "2026-06-01T10:00:00Z", to: "2026-06-01T13:00:00Z", bucket: "hour" };
const gateDay = { from: "2026-06-02T00:00:00Z", to: "2026-06-03T00:00:00Z", bucket: "hour" };

describe("GET /v1/overview: calls over time", () => {
  it("counts the organisation's calls per hour and outcome, every hour present", async () => {
    const body = await answer(morning);
    expect(body.window).toEqual({ from: "2026-06-01T10:00:00.000Z", to: "2026-06-01T13:00:00.000Z", bucket: "hour", timeZone: "UTC", agentId: null });
    expect(body.calls.series.map((bucket) => bucket.start)).toEqual(["2026-06-01T10:00:00.000Z", "2026-06-01T11:00:00.000Z", "2026-06-01T12:00:00.000Z"]);
    expect(body.calls.series[0]!.counts).toMatchObject({ ok: 2, tool_error: 1, run_failed: 0 });
    expect(body.calls.series[1]!.counts).toMatchObject({ ok: 1, tool_error: 1 });
    expect(body.calls.series[2]!.counts).toMatchObject({ ok: 1, tool_error: 2, run_failed: 1, handed_back: 1, denied: 1 });
    expect(body.calls.byOutcome).toEqual({ pending: 0, ok: 4, tool_error: 4, handed_back: 1, not_run: 0, waiting: 0, denied: 1, run_failed: 1 });
    expect(body.calls.total).toBe(11);
  });

  it("cuts days on the reader's clock: in Asia/Kolkata (UTC+5:30) a day begins at 18:30 UTC", async () => {
    const body = await answer({ from: "2026-05-31T18:30:00Z", to: "2026-06-02T18:30:00Z", bucket: "day", timeZone: "Asia/Kolkata" });
    expect(body.calls.series.map((bucket) => bucket.start)).toEqual(["2026-05-31T18:30:00.000Z", "2026-06-01T18:30:00.000Z"]);
    // The calls of the morning and the one at 19:00 UTC on 31 May fall on Kolkata's 1 June; the gates' on 2 June.
    expect(body.calls.series[0]!.counts).toMatchObject({ ok: 4, not_run: 1, waiting: 0 });
    expect(body.calls.series[1]!.counts).toMatchObject({ ok: 0, not_run: 0, waiting: 10 });
    const utc = await answer({ from: "2026-05-31T00:00:00Z", to: "2026-06-02T00:00:00Z", bucket: "day" });
    expect(utc.calls.series.map((bucket) => bucket.counts.not_run)).toEqual([1, 0]);
  });

  it("says nothing happened with zero counts and empty lists, not an error", async () => {
    const body = await answer({ from: "2025-01-01T00:00:00Z", to: "2025-01-03T00:00:00Z", bucket: "day" });
    expect(body.calls.total).toBe(0);
    expect(body.calls.series).toHaveLength(2);
    expect(body.calls.series.every((bucket) => Object.values(bucket.counts).every((count) => count === 0))).toBe(true);
    expect(body.failingTools).toEqual([]);
    expect(body.gateWaits).toMatchObject({ decided: 0, open: 0, medianSeconds: null, p90Seconds: null, oldestOpenSince: null });
    expect(body.gateWaits.histogram.every((bin) => bin.count === 0)).toBe(true);
  });

  it("fills the defaults: the last two weeks by day, up to now", async () => {
    const before = Date.now();
    const body = await answer({});
    expect(body.window.bucket).toBe("day");
    const to = new Date(body.window.to).getTime();
    expect(to).toBeGreaterThanOrEqual(before - 1000);
    expect(to - new Date(body.window.from).getTime()).toBe(14 * 86_400_000);
    expect(body.calls.series.length).toBeGreaterThanOrEqual(14);
  });
});

describe("GET /v1/overview: one agent", () => {
  it("counts only the calls and gates of the agent's runs", async () => {
    const body = await answer({ ...morning, agentId: agentB });
    expect(body.window.agentId).toBe(agentB);
    expect(body.calls.total).toBe(2);
    expect(body.failingTools).toEqual([{ tool: "os.mail_send", calls: 1, failures: 1, codes: [{ code: "mail_refused", count: 1 }] }]);
    const gates = await answer({ ...gateDay, agentId: agentB });
    expect(gates.gateWaits).toMatchObject({ decided: 1, approved: 1, open: 0, cancelled: 0, medianSeconds: 45 });
  });

  it("still answers for a deleted agent, whose runs stay readable", async () => {
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Gone", deletedAt: new Date("2026-06-03T00:00:00Z") } });
    const run = await runOf(team.organisationId, agent.id);
    await calls(team.organisationId, run.id, [{ at: "2026-06-07T10:30:00Z", outcome: "ok" }]);
    expect((await answer({ from: "2026-06-07T00:00:00Z", to: "2026-06-08T00:00:00Z", agentId: agent.id })).calls.total).toBe(1);
  });

  it("answers another organisation's agent exactly as a made-up one", async () => {
    const foreign = await read(await get({ agentId: foreignAgent }));
    const madeUp = await read(await get({ agentId: "no-such-agent" }));
    expect(foreign.status).toBe(404);
    expect(madeUp.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
    expect(foreign.body.error.message.replace(foreignAgent, "ID")).toBe(madeUp.body.error.message.replace("no-such-agent", "ID"));
  });
});

describe("GET /v1/overview: failing tools", () => {
  it("ranks tools by failures (tool errors and failed runs), with their calls and codes", async () => {
    const body = await answer(morning);
    expect(body.failingTools).toEqual([
      {
        tool: "web.read",
        calls: 4,
        failures: 3,
        codes: [
          { code: "timed_out", count: 2 },
          { code: "database_unavailable", count: 1 },
        ],
      },
      { tool: "made_up", calls: 1, failures: 1, codes: [{ code: "unknown_tool_name", count: 1 }] },
      { tool: "os.mail_send", calls: 1, failures: 1, codes: [{ code: "mail_refused", count: 1 }] },
    ]);
  });

  it("keeps the ten most failing", async () => {
    const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Many tools" } });
    const run = await runOf(team.organisationId, agent.id);
    await calls(
      team.organisationId,
      run.id,
      Array.from({ length: 12 }, (_, index) => ({ at: "2026-06-05T10:00:00Z", outcome: "tool_error" as const, tool: `tool.t${String(index).padStart(2, "0")}`, code: "boom" })),
    );
    const body = await answer({ from: "2026-06-05T00:00:00Z", to: "2026-06-06T00:00:00Z", agentId: agent.id });
    expect(body.failingTools.map((tool) => tool.tool)).toEqual(Array.from({ length: 10 }, (_, index) => `tool.t${String(index).padStart(2, "0")}`));
  });
});

describe("GET /v1/overview: gate waits", () => {
  it("gives the median, the 90th percentile and a histogram of open → decided, and what still waits", async () => {
    const body = await answer(gateDay);
    // Waits 30, 45, 90, 200, 600, 1200, 7200, 200000 s: median between 200 and 600, p90 by interpolation.
    expect(body.gateWaits).toMatchObject({
      decided: 8,
      approved: 7,
      denied: 1,
      cancelled: 1,
      open: 1,
      oldestOpenSince: "2026-06-02T09:00:00.000Z",
      medianSeconds: 400,
      p90Seconds: 7_200 + 0.3 * (200_000 - 7_200),
    });
    expect(body.gateWaits.histogram).toEqual([
      { fromSeconds: 0, toSeconds: 60, count: 2 },
      { fromSeconds: 60, toSeconds: 300, count: 2 },
      { fromSeconds: 300, toSeconds: 900, count: 1 },
      { fromSeconds: 900, toSeconds: 3_600, count: 1 },
      { fromSeconds: 3_600, toSeconds: 14_400, count: 1 },
      { fromSeconds: 14_400, toSeconds: 86_400, count: 0 },
      { fromSeconds: 86_400, toSeconds: null, count: 1 },
    ]);
  });
});

describe("GET /v1/overview: refusals", () => {
  it.each([
    [{ from: "2026-06-01T13:00:00Z", to: "2026-06-01T10:00:00Z" }, "from"],
    [{ from: "2026-01-01T00:00:00Z", to: "2026-06-01T00:00:00Z", bucket: "hour" }, "from"],
    [{ bucket: "week" }, "bucket"],
    [{ from: "yesterday" }, "from"],
    [{ timeZone: "+05:00" }, "timeZone"],
    [{ timeZone: "Mars/Olympus_Mons" }, "timeZone"],
  ])("refuses %j as 422 naming %s", async (query, path) => {
    const { status, body } = await read(await get(query));
    expect(status).toBe(422);
    expect(body.error.code).toBe("invalid_request");
    expect(JSON.stringify(body.error.details)).toContain(`"path":"${path}"`);
  });

  it("needs runs:read", async () => {
    const token = await createToken(prisma, team.editor.id, ["tools:read"]);
    expect((await get({}, token)).status).toBe(403);
    expect((await get({}, "not-a-token")).status).toBe(401);
  });

  it("is readable by every role (CEO included)", async () => {
    expect((await answer(morning, team.ceoToken)).calls.total).toBe(11);
    expect((await answer(morning, team.adminToken)).calls.total).toBe(11);
  });
});

// Issue 23, item 8: the window's model requests by model, priced where MODEL_PRICES names the model.
describe("GET /v1/overview: models and cost", () => {
  const window = { from: "2026-07-01T00:00:00Z", to: "2026-07-02T00:00:00Z", bucket: "day" };

  async function modelRun(organisationId: string, agentId: string, model: Record<string, string>, tokens: ([number, number] | null)[], createdAt = "2026-07-01T08:00:00Z") {
    const conversation = await prisma.conversation.create({ data: { organisationId, agentId } });
    const run = await prisma.run.create({ data: { organisationId, agentId, conversationId: conversation.id, kind: "direct", input: "x", model, state: {}, createdAt: new Date(createdAt) } });
    await prisma.turn.createMany({
      data: tokens.map((pair, index) => ({ runId: run.id, index, inputTokens: pair?.[0] ?? null, outputTokens: pair?.[1] ?? null })),
    });
  }

  beforeAll(async () => {
    const priced = { provider: "openai", model: "gpt-4.1-mini" };
    await modelRun(team.organisationId, agentA, priced, [[1_000_000, 100_000], [500_000, 50_000]]);
    await modelRun(team.organisationId, agentB, priced, [[500_000, 50_000], null]);
    await modelRun(team.organisationId, agentA, { provider: "anthropic", model: "claude-sonnet-4-5" }, [[1_000, 10]]);
    await modelRun(team.organisationId, agentA, { provider: "scripted" }, [null, null, null]);
    // Outside the window, and another organisation's.
    await modelRun(team.organisationId, agentA, priced, [[9_000_000, 9_000_000]], "2026-07-02T00:00:00Z");
    await modelRun(otherTeam.organisationId, foreignAgent, priced, [[9_000_000, 9_000_000]]);
  });

  it("counts runs, requests and tokens by model (most requests first), and prices the models the table names", async () => {
    const before = process.env.MODEL_PRICES;
    process.env.MODEL_PRICES = "gpt-4.1-mini=0.40/1.60";
    try {
      const body = await answer(window);
      expect(body.models).toEqual([
        {
          provider: "openai", model: "gpt-4.1-mini", runs: 2, requests: 4, inputTokens: 2_000_000, outputTokens: 200_000,
          cost: { model: "gpt-4.1-mini", inputTokens: 2_000_000, outputTokens: 200_000, usd: 0.8 + 0.32, price: { input: 0.4, output: 1.6 }, unreportedTurns: 1 },
        },
        { provider: "scripted", model: null, runs: 1, requests: 3, inputTokens: 0, outputTokens: 0, cost: null },
        { provider: "anthropic", model: "claude-sonnet-4-5", runs: 1, requests: 1, inputTokens: 1_000, outputTokens: 10, cost: null },
      ]);
      const agentOnly = await answer({ ...window, agentId: agentB });
      expect(agentOnly.models.map((model) => [model.model, model.runs, model.inputTokens])).toEqual([["gpt-4.1-mini", 1, 500_000]]);
    } finally {
      if (before === undefined) delete process.env.MODEL_PRICES;
      else process.env.MODEL_PRICES = before;
    }
  });
});

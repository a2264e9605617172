import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRuns } from "@/app/v1/runs/route";
import { POST as postSecret } from "@/app/v1/secrets/route";
import type { RunList } from "@/lib/contracts/run-schemas";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, type ErrorAnswer, type Team } from "./api-fixtures";

// Issue 12, item 10 (CONTRACT.md, Curation and people): GET /v1/runs?agentId=&taskId=&status=&kind=&q=&before=
// &limit= filters and pages with a keyset. The runs are written as rows (no worker): a page is what the
// list reads of them, and several share one createdAt so the cursor's tie-break on id is exercised.

const prisma = testPrisma();
let team: Team;
let other: Team;
let alpha: string;
let beta: string;
let taskId: string;
const SECRET_VALUE = "tok-4Qz9-unguessable-value";
const base = Date.parse("2026-11-20T10:00:00.000Z");

type RunRow = { agentId: string; taskId?: string | null; status?: string; kind?: string; input: string; output?: string | null; minutes: number; finishedAfterMs?: number };

async function insertRun(organisationId: string, row: RunRow): Promise<string> {
  const conversation = await prisma.conversation.create({ data: { organisationId, agentId: row.agentId } });
  const createdAt = new Date(base + row.minutes * 60_000);
  const run = await prisma.run.create({
    data: {
      organisationId,
      conversationId: conversation.id,
      agentId: row.agentId,
      taskId: row.taskId ?? null,
      kind: (row.kind ?? "direct") as "direct",
      status: (row.status ?? "succeeded") as "succeeded",
      input: row.input,
      output: row.output ?? null,
      model: { provider: "scripted", script: [] },
      state: { version: 1, toolCallBudget: 5, maxIterations: 5 },
      createdAt,
      startedAt: createdAt,
      finishedAt: row.finishedAfterMs === undefined ? null : new Date(createdAt.getTime() + row.finishedAfterMs),
    },
  });
  return run.id;
}

async function list(query: string, token = team.editorToken) {
  return read<RunList>(await listRuns(apiRequest(`/v1/runs${query}`, { token }), noParams));
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  alpha = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Alpha" } })).id;
  beta = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Beta" } })).id;
  taskId = (await prisma.task.create({ data: { organisationId: team.organisationId, name: "Invoices", tools: [] } })).id;
  const saved = await read(await postSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "API_TOKEN", value: SECRET_VALUE } }), noParams));
  expect(saved.status).toBe(201);
  ids.invoice = await insertRun(team.organisationId, { agentId: alpha, taskId, input: "Send the November invoice to Globex", output: "Sent.", minutes: 0, finishedAfterMs: 4200 });
  ids.failed = await insertRun(team.organisationId, { agentId: alpha, status: "failed", input: "Read the ledger", minutes: 1, finishedAfterMs: 900 });
  ids.schedule = await insertRun(team.organisationId, { agentId: beta, kind: "schedule", input: "Nightly digest", output: "Digest: 3 invoices paid", minutes: 2, finishedAfterMs: 61_000 });
  ids.waiting = await insertRun(team.organisationId, { agentId: beta, status: "waiting", input: "Merge 100% of the_branch", minutes: 3 });
  ids.secret = await insertRun(team.organisationId, { agentId: alpha, input: `Use ${SECRET_VALUE} for the call`, minutes: 4, finishedAfterMs: 10 });
  // Five runs created in the same millisecond: only the id orders them.
  for (let position = 0; position < 5; position += 1) ids[`tie${position}`] = await insertRun(team.organisationId, { agentId: beta, input: `Tie ${position}`, minutes: 5, finishedAfterMs: 1 });
  ids.foreign = await insertRun(other.organisationId, {
    agentId: (await prisma.agent.create({ data: { organisationId: other.organisationId, name: "Foreign" } })).id,
    input: "Send the November invoice to Globex",
    minutes: 6,
  });
});

describe("GET /v1/runs filters", () => {
  it("lists the organisation's runs newest first, with agent and task names and a duration", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.runs).toHaveLength(10);
    expect(body.runs.map((run) => run.id)).not.toContain(ids.foreign);
    const invoice = body.runs.find((run) => run.id === ids.invoice);
    expect(invoice).toMatchObject({ agentName: "Alpha", taskId, taskName: "Invoices", durationMs: 4200 });
    expect(body.runs.find((run) => run.id === ids.waiting)?.durationMs).toBeNull();
    expect(body.runs.at(-1)?.id).toBe(ids.invoice);
    expect(body.nextCursor).toBeNull();
  });

  it.each([
    ["an agent", () => `?agentId=${alpha}`, () => [ids.secret, ids.failed, ids.invoice]],
    ["a task", () => `?taskId=${taskId}`, () => [ids.invoice]],
    ["a status", () => "?status=failed", () => [ids.failed]],
    ["a kind", () => "?kind=schedule", () => [ids.schedule]],
    ["a time window (from inclusive, to exclusive)", () => "?from=2026-11-20T10:01:00Z&to=2026-11-20T10:03:00.000Z", () => [ids.schedule, ids.failed]],
    ["a search of the input, any case", () => "?q=NOVEMBER%20invoice", () => [ids.invoice]],
    ["a search of the output", () => "?q=3%20invoices", () => [ids.schedule]],
    ["a search with % and _ taken literally", () => `?q=${encodeURIComponent("100% of the_")}`, () => [ids.waiting]],
    ["a wildcard that matches nothing literally", () => `?q=${encodeURIComponent("%_%")}`, () => []],
    ["agent and status together", () => `?agentId=${beta}&status=waiting`, () => [ids.waiting]],
    ["an empty parameter as none", () => `?status=&q=&agentId=${alpha}`, () => [ids.secret, ids.failed, ids.invoice]],
  ])("by %s", async (_name, query, expected) => {
    const { status, body } = await list(query());
    expect(status).toBe(200);
    expect(body.runs.map((run) => run.id)).toEqual(expected());
  });

  it("answers another organisation's agent or task as a made-up one: no runs", async () => {
    const foreignAgent = (await prisma.run.findUniqueOrThrow({ where: { id: ids.foreign } })).agentId;
    for (const query of [`?agentId=${foreignAgent}`, "?agentId=made-up", `?taskId=made-up`]) {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body.runs).toEqual([]);
    }
    expect((await list(`?agentId=${alpha}`, other.editorToken)).body.runs).toEqual([]);
  });

  it("answers a guess of a secret's value like a miss (the input is stored as written, shown redacted)", async () => {
    const guess = await list(`?q=${SECRET_VALUE}`);
    expect(guess.body.runs).toEqual([]);
    const around = await list("?q=for%20the%20call");
    expect(around.body.runs.map((run) => run.id)).toEqual([ids.secret]);
    expect(around.body.runs[0].input).not.toContain(SECRET_VALUE);
  });

  it.each([
    ["a search shorter than three characters", "?q=ab", "q"],
    ["an unknown status", "?status=done", "status"],
    ["an unknown kind", "?kind=weekly", "kind"],
    ["a time that is not ISO 8601", "?from=yesterday", "from"],
    ["to before from", "?from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z", "to"],
    ["a cursor this server did not give", "?before=not-a-cursor", "before"],
    ["a cursor of the right shape but no time", `?before=${Buffer.from("x|y").toString("base64url")}`, "before"],
    ["a limit above 200", "?limit=500", "limit"],
  ])("refuses %s with 422 naming the parameter", async (_name, query, field) => {
    const { status, body } = await read<ErrorAnswer>(await listRuns(apiRequest(`/v1/runs${query}`, { token: team.editorToken }), noParams));
    expect(status).toBe(422);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

describe("GET /v1/runs pages", () => {
  it("walks every run once, in order, across pages split inside runs of one createdAt", async () => {
    const everything = (await list("?limit=200")).body.runs.map((run) => run.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: RunList } = await list(`?limit=3${cursor ? `&before=${cursor}` : ""}`);
      expect(page.body.runs.length).toBeLessThanOrEqual(3);
      walked.push(...page.body.runs.map((run) => run.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(4);
    expect(walked).toEqual(everything);
    expect(new Set(walked).size).toBe(10);
  });

  it("keeps filters across pages and ends with a null cursor", async () => {
    const first = await list(`?agentId=${beta}&limit=4`);
    expect(first.body.runs).toHaveLength(4);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await list(`?agentId=${beta}&limit=4&before=${first.body.nextCursor}`);
    const both = [...first.body.runs, ...second.body.runs];
    expect(both.every((run) => run.agentName === "Beta")).toBe(true);
    // Beta's seven runs: the five ties, then the waiting run, then the schedule — each once.
    expect(both.map((run) => run.id).slice(5)).toEqual([ids.waiting, ids.schedule]);
    expect(new Set(both.map((run) => run.id)).size).toBe(7);
    expect(second.body.nextCursor).toBeNull();
  });
});

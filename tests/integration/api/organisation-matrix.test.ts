// Issue 16, item 2: organisations walled off from each other on every route. Organisation A is full of
// things (agents, tasks, runs, a gate, secrets, connectors and logins, users and tokens, results and
// media); organisation B is made as the operator makes one, through `organisation create`, and its
// people's credentials (the admin's session from a real sign-in, the admin's token, an everything
// token, an editor's token) are tried against every /v1 route found on disk:
//   - an id of A in the path, the query or the body is answered exactly as a made-up id of the same shape
//     (CONTRACT.md: "another organisation's … → the same 404"), status, code and sentence;
//   - no answer to B holds anything of A that B did not send;
//   - and afterwards every row of A is as it was.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createSecret } from "@/app/v1/secrets/route";
import { newResultRef } from "@/lib/server/runtime/prisma-result-store";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, type Team } from "./api-fixtures";
import { organisationThroughCli, type CliOrganisation } from "./organisation-through-cli";
import { endpoints, type Endpoint } from "./route-table";

const prisma = testPrisma();
const MARK = "alpha-zq7";
const A_SECRET_VALUE = `sk-${MARK}-never-shown-0042`;

let team: Team;
let b: CliOrganisation;
/** A's ids by kind, and every string of A that B must never see. */
const a: Record<string, string> = {};
let markers: string[] = [];
let own: { agentId: string; connectorId: string };
let table: Endpoint[];

type Credential = { label: string; headers: Record<string, string> };
let credentials: Credential[];

async function fillOrganisationA(): Promise<void> {
  const organisationId = team.organisationId;
  const guild = await prisma.guild.create({ data: { organisationId, name: `${MARK}-guild` } });
  const agent = await prisma.agent.create({ data: { organisationId, name: `${MARK} agent`, guildId: guild.id } });
  const task = await prisma.task.create({ data: { organisationId, name: `${MARK} task`, tools: ["workspace.read_file"] } });
  const conversation = await prisma.conversation.create({ data: { organisationId, agentId: agent.id, title: `${MARK} conversation` } });
  const run = await prisma.run.create({
    data: { organisationId, agentId: agent.id, taskId: task.id, conversationId: conversation.id, kind: "direct", status: "waiting", input: `${MARK} input`, model: {}, state: {} },
  });
  const call = await prisma.toolCall.create({
    data: { organisationId, runId: run.id, name: "os__set_context", tool: "os.set_context", toolName: "os.set_context", arguments: { key: MARK }, outcome: "waiting" },
  });
  const gate = await prisma.gate.create({ data: { organisationId, runId: run.id, callId: call.id, tool: "os.set_context", arguments: { key: MARK }, summary: `${MARK} gate` } });
  const created = await read<{ id: string }>(
    await createSecret(apiRequest("/v1/secrets", { token: team.adminToken, body: { name: "ALPHA_KEY", value: A_SECRET_VALUE, agentId: agent.id } }), noParams),
  );
  expect(created.status).toBe(201);
  const secretRequest = await prisma.secretRequest.create({ data: { organisationId, agentId: agent.id, runId: run.id, name: "ALPHA_WANTED", reason: `${MARK} reason` } });
  const stored = await prisma.storedResult.create({
    data: { ref: newResultRef(), organisationId, runId: run.id, tool: "workspace.read_file", text: `${MARK} stored\n`.repeat(20), bytes: 300, originalBytes: 300 },
  });
  const media = await prisma.storedMedia.create({ data: { organisationId, runId: run.id, callId: call.id, position: 0, kind: "image", mimeType: "image/png", bytes: 4, data: Buffer.from("\x89PNG") } });
  const connector = await prisma.connector.create({ data: { organisationId, name: `${MARK}-files`, transport: { type: "http", url: "https://mcp.example.org/mcp", headers: {} } } });
  const login = await prisma.connectorLogin.create({
    data: { organisationId, connectorId: connector.id, scope: "organisation", scopeKey: "organisation", status: "connected", toolSettings: {} },
  });
  const report = await prisma.issueReport.create({ data: { organisationId, agentId: agent.id, runId: run.id, title: `${MARK} issue`, details: `${MARK} details` } });
  // Issue 18: a plan and a brief, which GET /v1/plans(/:name) and GET /v1/briefs must never show B.
  const plan = await prisma.plan.create({ data: { organisationId, name: `${MARK}-plan`, version: 1, content: `${MARK} plan`, agentId: agent.id, runId: run.id } });
  await prisma.brief.create({ data: { organisationId, agentId: agent.id, runId: run.id, date: "2026-12-01", summary: `${MARK} brief` } });
  const recommendation = await prisma.recommendation.create({ data: { organisationId, title: `${MARK} recommendation`, proposal: `${MARK} proposal`, source: "admin" } });
  const token = await prisma.apiToken.findFirstOrThrow({ where: { userId: team.admin.id } });
  Object.assign(a, {
    plan: plan.name,
    guild: guild.id,
    agent: agent.id,
    task: task.id,
    conversation: conversation.id,
    run: run.id,
    call: call.id,
    gate: gate.id,
    secret: created.body.id,
    secretRequest: secretRequest.id,
    ref: stored.ref,
    media: media.id,
    connector: connector.id,
    login: login.id,
    report: report.id,
    recommendation: recommendation.id,
    token: token.id,
    admin: team.admin.id,
    editor: team.editor.id,
    ceo: team.ceo.id,
  });
  markers = [...Object.values(a), team.organisationId, team.admin.email, team.editor.email, team.ceo.email, MARK, A_SECRET_VALUE];
}

/** Every row of organisation A, to show afterwards that B changed none. */
async function snapshotOfA(): Promise<string> {
  const where = { organisationId: team.organisationId };
  const rows = await Promise.all([
    prisma.organisation.findUniqueOrThrow({ where: { id: team.organisationId } }),
    prisma.user.findMany({ where, orderBy: { id: "asc" } }),
    prisma.apiToken.findMany({ where: { user: where }, orderBy: { id: "asc" } }),
    prisma.session.count({ where: { user: where } }),
    prisma.guild.findMany({ where, orderBy: { id: "asc" } }),
    prisma.agent.findMany({ where, orderBy: { id: "asc" } }),
    prisma.task.findMany({ where, orderBy: { id: "asc" } }),
    prisma.conversation.findMany({ where, orderBy: { id: "asc" } }),
    prisma.run.findMany({ where, orderBy: { id: "asc" } }),
    prisma.toolCall.findMany({ where, orderBy: { id: "asc" } }),
    prisma.gate.findMany({ where, orderBy: { id: "asc" } }),
    prisma.secret.findMany({ where, orderBy: { id: "asc" } }),
    prisma.secretRequest.findMany({ where, orderBy: { id: "asc" } }),
    prisma.storedResult.findMany({ where, orderBy: { ref: "asc" } }),
    prisma.storedMedia.findMany({ where, orderBy: { id: "asc" } }),
    prisma.connector.findMany({ where, orderBy: { id: "asc" } }),
    prisma.connectorLogin.findMany({ where, orderBy: { id: "asc" } }),
    prisma.issueReport.findMany({ where, orderBy: { id: "asc" } }),
    prisma.recommendation.findMany({ where, orderBy: { id: "asc" } }),
    prisma.auditEvent.count({ where }),
  ]);
  return JSON.stringify(rows);
}

/** A made-up id of the same shape as `real`: nothing anywhere has it. */
function madeUp(real: string): string {
  return real.startsWith("res_") ? newResultRef() : randomUUID();
}

type Answer = { status: number; code: string | null; message: string | null; text: string };

async function send(endpoint: Endpoint, credential: Credential, options: { params?: Record<string, string>; query?: string; body?: unknown }): Promise<Answer> {
  const params = options.params ?? {};
  const path = endpoint.segments.map((segment) => (segment.kind === "fixed" ? segment.text : encodeURIComponent(params[segment.name] ?? ""))).join("/");
  const headers: Record<string, string> = { ...credential.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const request = new Request(`http://local/${path}${options.query ?? ""}`, { method: endpoint.method, headers, body });
  const response = await endpoint.handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let code: string | null = null;
  let message: string | null = null;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
    code = parsed.error?.code ?? null;
    message = parsed.error?.message ?? null;
  } catch {
    // Not JSON (a 204, or media): compared by status alone.
  }
  return { status: response.status, code, message, text };
}

/** What B must never be shown: any string of A that B's own request did not carry. */
function leaks(answer: Answer, sent: string): string[] {
  return markers.filter((marker) => answer.text.includes(marker) && !sent.includes(marker));
}

type Case = { what: string; endpoint: Endpoint; credential: Credential; foreign: string; build: (id: string) => { params?: Record<string, string>; query?: string; body?: unknown } };

/** A made-up id's answer, per route, credential, case and shape of id: one request answers for every id of A. */
const madeUpAnswers = new Map<string, { fake: string; answer: Answer }>();

/** Runs a case with A's id and with a made-up one; returns the problems found. */
async function compare(item: Case): Promise<{ problems: string[]; madeUpStatus: number }> {
  const foreignRequest = item.build(item.foreign);
  const foreign = await send(item.endpoint, item.credential, foreignRequest);
  const key = [item.endpoint.method, item.endpoint.template, item.credential.label, item.what.startsWith("with A's") ? "" : item.what, item.foreign.startsWith("res_")].join(" ");
  let cached = madeUpAnswers.get(key);
  if (cached === undefined) {
    const fake = madeUp(item.foreign);
    cached = { fake, answer: await send(item.endpoint, item.credential, item.build(fake)) };
    madeUpAnswers.set(key, cached);
  }
  const { fake, answer: made } = cached;
  const label = `${item.credential.label} ${item.endpoint.method} ${item.endpoint.template} ${item.what}`;
  const problems: string[] = [];
  const sameSentence = (foreign.message ?? "").replaceAll(item.foreign, "<id>") === (made.message ?? "").replaceAll(fake, "<id>");
  if (foreign.status !== made.status || foreign.code !== made.code || !sameSentence) {
    problems.push(`${label}: A's id → ${foreign.status} ${foreign.code} "${foreign.message}", a made-up id → ${made.status} ${made.code} "${made.message}"`);
  }
  if (foreign.status < 400) problems.push(`${label}: A's id succeeded (${foreign.status}): ${foreign.text.slice(0, 200)}`);
  const leaked = leaks(foreign, JSON.stringify(foreignRequest));
  if (leaked.length > 0) problems.push(`${label}: the answer shows A's ${leaked.join(", ")}`);
  return { problems, madeUpStatus: made.status };
}

/** Bodies that pass validation, so that a request reaches the lookup of its id. */
const VALID_BODIES: Record<string, unknown> = {
  "PATCH /v1/agents/:id": { name: "Renamed by B" },
  "PATCH /v1/tasks/:id": { name: "Renamed by B" },
  "POST /v1/connectors/:id/logins": { scope: "organisation" },
  "POST /v1/gates/:id/decision": { decision: "approve", note: "B decides" },
  "PUT /v1/gates/:id/reply": { reply: "B edits" },
  "PATCH /v1/logins/:id/tools": { files__read: false },
  "POST /v1/secret-requests/:id/fulfil": { value: "b-value-123456789" },
  "PATCH /v1/users/:id": { roles: ["editor"] },
  "PATCH /v1/issue-reports/:id": { status: "resolved", outcome: "B ends it" },
  "POST /v1/recommendations/:id/decision": { decision: "accept", note: "B accepts" },
  "POST /v1/runs/:id/clear": { note: "B clears" },
  "POST /v1/runs/:id/escalate": { note: "B escalates" },
  "POST /v1/runs/:id/route": { to: "someone-of-b" },
};

const QUERY_KEYS: Record<string, string> = { agentId: "agent", taskId: "task", conversationId: "conversation", runId: "run", connectorId: "connector", guildId: "guild" };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  await fillOrganisationA();
  b = await organisationThroughCli("Beta Works", prisma);
  const ownAgent = await prisma.agent.create({ data: { organisationId: b.organisationId, name: "Beta agent" } });
  const ownConnector = await prisma.connector.create({ data: { organisationId: b.organisationId, name: "beta-files", transport: { type: "http", url: "https://mcp.example.org/mcp", headers: {} } } });
  own = { agentId: ownAgent.id, connectorId: ownConnector.id };
  credentials = [
    { label: "B's admin (session)", headers: { cookie: b.adminCookie } },
    { label: "B's admin (token)", headers: { authorization: `Bearer ${b.adminToken}` } },
    { label: "B's everything token", headers: { authorization: `Bearer ${b.everythingToken}` } },
    { label: "B's editor (token)", headers: { authorization: `Bearer ${b.editorToken}` } },
  ];
  table = (await endpoints()).filter((endpoint) => !endpoint.refuses && endpoint.method !== "HEAD" && endpoint.method !== "OPTIONS");
}, 120_000);

describe("organisation B against organisation A (issue 16)", () => {
  it("B's admin, made by `organisation create`, signs in to B and sees B alone", async () => {
    const me = await send(table.find((endpoint) => endpoint.template === "/v1/me" && endpoint.method === "GET")!, credentials[0]!, {});
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text)).toMatchObject({ organisation: { id: b.organisationId, name: "Beta Works" }, user: { email: b.adminEmail, roles: ["admin"] } });
    const agents = await send(table.find((endpoint) => endpoint.template === "/v1/agents" && endpoint.method === "GET")!, credentials[0]!, {});
    expect((JSON.parse(agents.text) as { agents: { id: string }[] }).agents.map((agent) => agent.id)).toEqual([own.agentId]);
  });

  it("answers every id of A in a route's path exactly as a made-up id, for each of B's credentials", { timeout: 300_000 }, async () => {
    const before = await snapshotOfA();
    const withParams = table.filter((endpoint) => endpoint.segments.some((segment) => segment.kind === "param"));
    expect(withParams.length).toBeGreaterThan(25);
    const problems: string[] = [];
    const reached = new Set<string>();
    let requests = 0;
    for (const endpoint of withParams) {
      const name = endpoint.segments.find((segment) => segment.kind === "param")!.name;
      for (const credential of credentials) {
        for (const [kind, id] of Object.entries(a)) {
          const body = VALID_BODIES[`${endpoint.method} ${endpoint.template}`];
          const result = await compare({ what: `with A's ${kind}`, endpoint, credential, foreign: id, build: (value) => ({ params: { [name]: value }, body }) });
          problems.push(...result.problems);
          requests += 1;
          // A made-up id got past authorisation and validation to the lookup: the case tested something.
          if (result.madeUpStatus === 404) reached.add(`${endpoint.method} ${endpoint.template}`);
        }
      }
    }
    expect(problems.slice(0, 30), `${problems.length} problems in ${requests} requests`).toEqual([]);
    // Every route with an id answers a made-up one with 404 for at least one of B's credentials, but a
    // built-in tool's name (not an id of anything in an organisation).
    const unreached = withParams.map((endpoint) => `${endpoint.method} ${endpoint.template}`).filter((route) => !reached.has(route) && route !== "GET /v1/tools/built-in/:name");
    expect(unreached).toEqual([]);
    expect(await snapshotOfA()).toBe(before);
  });

  it("answers A's ids in a list's query exactly as made-up ones, and lists nothing of A", { timeout: 120_000 }, async () => {
    const before = await snapshotOfA();
    const lists = table.filter((endpoint) => endpoint.method === "GET" && !endpoint.segments.some((segment) => segment.kind !== "fixed"));
    expect(lists.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const endpoint of lists) {
      for (const credential of credentials) {
        const plain = await send(endpoint, credential, {});
        const leaked = leaks(plain, "");
        if (leaked.length > 0) problems.push(`${credential.label} GET ${endpoint.template}: shows A's ${leaked.join(", ")}`);
        for (const [key, kind] of Object.entries(QUERY_KEYS)) {
          const foreign = a[kind]!;
          const fake = madeUp(foreign);
          const withForeign = await send(endpoint, credential, { query: `?${key}=${foreign}` });
          const withFake = await send(endpoint, credential, { query: `?${key}=${fake}` });
          const label = `${credential.label} GET ${endpoint.template}?${key}=<A's ${kind}>`;
          if (withForeign.status !== withFake.status || withForeign.code !== withFake.code) {
            problems.push(`${label}: ${withForeign.status} ${withForeign.code} but a made-up id → ${withFake.status} ${withFake.code}`);
          }
          const shown = leaks(withForeign, foreign);
          if (shown.length > 0) problems.push(`${label}: shows A's ${shown.join(", ")}`);
        }
      }
    }
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([]);
    expect(await snapshotOfA()).toBe(before);
  });

  it("answers A's ids in a request body exactly as made-up ones, and creates nothing that points into A", { timeout: 120_000 }, async () => {
    const before = await snapshotOfA();
    const at = (method: string, template: string) => table.find((endpoint) => endpoint.method === method && endpoint.template === template)!;
    const script = { provider: "scripted", script: [{ text: "done" }] };
    const cases: Omit<Case, "credential">[] = [
      { what: "agentId", endpoint: at("POST", "/v1/runs"), foreign: a.agent!, build: (id) => ({ body: { agentId: id, input: "Hi", model: script } }) },
      { what: "taskId", endpoint: at("POST", "/v1/runs"), foreign: a.task!, build: (id) => ({ body: { agentId: own.agentId, taskId: id, input: "Hi", model: script } }) },
      { what: "conversationId", endpoint: at("POST", "/v1/runs"), foreign: a.conversation!, build: (id) => ({ body: { agentId: own.agentId, conversationId: id, input: "Hi", model: script } }) },
      { what: "agentId", endpoint: at("POST", "/v1/secrets"), foreign: a.agent!, build: (id) => ({ body: { name: "BETA_KEY", value: "beta-value-123456", agentId: id } }) },
      { what: "agentId", endpoint: at("POST", "/v1/playground/invoke"), foreign: a.agent!, build: (id) => ({ body: { agentId: id, tool: "workspace.read_file", arguments: { path: "a.txt" } } }) },
      {
        what: "taskId",
        endpoint: at("POST", "/v1/playground/invoke"),
        foreign: a.task!,
        build: (id) => ({ body: { agentId: own.agentId, taskId: id, tool: "workspace.read_file", arguments: { path: "a.txt" } } }),
      },
      { what: "guildId", endpoint: at("POST", "/v1/agents"), foreign: a.guild!, build: (id) => ({ body: { name: "Beta agent 2", guildId: id } }) },
      { what: "guildId", endpoint: at("PATCH", "/v1/agents/:id"), foreign: a.guild!, build: (id) => ({ params: { id: own.agentId }, body: { guildId: id } }) },
      { what: "guildId", endpoint: at("POST", "/v1/connectors/:id/logins"), foreign: a.guild!, build: (id) => ({ params: { id: own.connectorId }, body: { scope: "guild", guildId: id } }) },
      { what: "agentId", endpoint: at("POST", "/v1/connectors/:id/logins"), foreign: a.agent!, build: (id) => ({ params: { id: own.connectorId }, body: { scope: "agent", agentId: id } }) },
    ];
    const problems: string[] = [];
    for (const item of cases) {
      expect(item.endpoint, item.what).toBeDefined();
      for (const credential of credentials) {
        const result = await compare({ ...item, credential });
        problems.push(...result.problems);
      }
    }
    expect(problems, `${problems.length} problems`).toEqual([]);
    expect(await snapshotOfA()).toBe(before);
    // Nothing of B's points into A.
    const pointing = await prisma.run.count({ where: { organisationId: b.organisationId } });
    expect(pointing).toBe(0);
  });
});

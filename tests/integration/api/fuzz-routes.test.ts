// Issue 8, "Done when": at least 2,000 bounded malformed requests across every /v1 route, each answered
// without a 5xx and, when refused, in the contract's error shape (CONTRACT.md, Conventions). The routes
// and their methods are found on disk, so a new route is fuzzed without editing this file. The sequence
// is seeded: a failure prints the seed, and FUZZ_SEED=<seed> replays it.
import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma, truncateAll } from "../../support/test-database";
import { POST as createRun } from "@/app/v1/runs/route";
import { apiRequest, createTeam, createToken, createUser, noParams, read, type Team } from "./api-fixtures";
import { fuzzBody, fuzzQuery, ODD_STRINGS, safeEncode, seededRandom, type Random } from "./fuzz-inputs";

// Seed 5 found the first 5xx (a lone surrogate in a gate id); FUZZ_REQUESTS runs a longer search by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 5);
const REQUESTS = Math.max(2_400, Number(process.env.FUZZ_REQUESTS ?? 0));
const REQUEST_TIMEOUT_MS = 15_000;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const APP = path.resolve(__dirname, "../../../app");

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Segment = { kind: "fixed"; text: string } | { kind: "param"; name: string } | { kind: "catch-all"; name: string };
/** `refuses`: the method is one the route refuses (405, or the catch-all's 404): fuzzed lightly. */
type Endpoint = { template: string; segments: Segment[]; method: string; handler: Handler; refuses: boolean };

const REFUSED_METHOD_REQUESTS = 4;

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function segmentsOf(file: string): Segment[] {
  return path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .map((text): Segment => {
      const catchAll = /^\[\[?\.\.\.(.+?)\]\]?$/.exec(text);
      if (catchAll) return { kind: "catch-all", name: catchAll[1]! };
      const param = /^\[(.+)\]$/.exec(text);
      return param ? { kind: "param", name: param[1]! } : { kind: "fixed", text };
    });
}

async function endpoints(): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const file of routeFiles(path.join(APP, "v1")).sort()) {
    const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const segments = segmentsOf(file);
    const template = "/" + segments.map((segment) => (segment.kind === "fixed" ? segment.text : `:${segment.name}`)).join("/");
    const handlers = METHODS.map((method) => exported[method]);
    for (const [index, method] of METHODS.entries()) {
      const handler = handlers[index];
      if (typeof handler !== "function") continue;
      // refuseOtherMethods() and the catch-all export one function for several methods.
      const refuses = handlers.filter((other) => other === handler).length > 1;
      found.push({ template, segments, method, handler: handler as Handler, refuses });
    }
  }
  return found;
}

const prisma = testPrisma();
let team: Team;
/** The seeded admin's powers: every role and every scope, so requests get past authorisation into the use cases. */
let everythingToken: string;
const known: Record<string, string[]> = {};
let seeds: Record<string, unknown[]> = {};

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Fuzzed agent", toolCallBudget: 5 } });
  const task = await prisma.task.create({ data: { organisationId: team.organisationId, name: "Fuzzed task", tools: ["workspace.read_file"] } });
  const everything = await createUser(prisma, team.organisationId, ["admin", "editor", "ceo"]);
  everythingToken = await createToken(prisma, everything.id, ["tools:read", "tools:write", "runs:read", "runs:write", "gates:decide", "admin"]);
  const script = [{ calls: [{ name: "workspace__read_file", arguments: { path: "a.txt" } }] }, { text: "done" }];
  const run = await read<{ id: string; conversationId: string }>(
    await createRun(apiRequest("/v1/runs", { token: team.adminToken, body: { agentId: agent.id, input: "Hi", model: { provider: "scripted", script } } }), noParams),
  );
  const secretRequest = await prisma.secretRequest.create({ data: { organisationId: team.organisationId, agentId: agent.id, name: "FUZZ_TOKEN", reason: "fuzz" } });
  const stored = await prisma.storedResult.create({
    data: { ref: "r_fuzz0001", organisationId: team.organisationId, tool: "workspace.read_file", text: "line\n".repeat(100), bytes: 500, originalBytes: 500 },
  });
  known.id = [agent.id, task.id, run.body.id, secretRequest.id];
  known.name = ["workspace.read_file", "os.ask_ceo", "note.read"];
  known.ref = [stored.ref];
  seeds = {
    "POST /v1/agents": [{ name: "A", flags: { browser: true }, bindings: { note: true }, toolCallBudget: 5 }],
    "PATCH /v1/agents/:id": [{ name: "B", previews: false, bindings: { record: null } }],
    "POST /v1/tasks": [{ name: "T", tools: ["workspace.read_file", "os.mail_send#to=a@x.org"], gates: ["os.set_context"] }],
    "PATCH /v1/organisation/bindings": [{ bindings: { note: true, secret: false } }],
    "POST /v1/session": [{ email: "nobody@test.local", password: "wrong-password" }],
    "POST /v1/secrets": [{ name: "FUZZ_KEY", value: "sk-fuzz-value-1234", agentId: agent.id }],
    "POST /v1/secret-requests/:id/fulfil": [{ value: "sk-fuzz-value-1234" }],
    "POST /v1/gates/:id/decision": [{ decision: "approve", note: "ok" }],
    "POST /v1/runs": [
      { agentId: agent.id, kind: "direct", input: "Hi", model: { provider: "scripted", script } },
      { agentId: agent.id, taskId: task.id, input: "Hi", model: { provider: "openai-compatible", baseUrl: "http://127.0.0.1:9/v1", model: "m" } },
    ],
    "POST /v1/playground/invoke": [
      { agentId: agent.id, tool: "workspace.read_file", arguments: { path: "a.txt" } },
      { agentId: agent.id, tool: "note.write", arguments: { title: "t", content: "c" }, taskId: task.id },
    ],
  };
});

function paramValue(name: string, random: Random): string {
  const real = known[name] ?? known.id!;
  return random.chance(0.4) ? random.pick(real) : random.pick(ODD_STRINGS);
}

function credentials(random: Random): Record<string, string> {
  const roll = random.next();
  if (roll < 0.5) return { authorization: `Bearer ${everythingToken}` };
  if (roll < 0.7) return { authorization: `Bearer ${team.adminToken}` };
  if (roll < 0.77) return { authorization: `Bearer ${team.ceoToken}` };
  if (roll < 0.84) return { authorization: `Bearer ${team.editorToken}` };
  if (roll < 0.9) return { authorization: random.pick(["Bearer nope", "Basic eDp5", "Bearer", ""]) };
  return random.chance(0.5) ? {} : { cookie: "tollgate_session=forged", "sec-fetch-site": random.pick(["cross-site", "same-site", "none"]) };
}

function buildRequest(endpoint: Endpoint, random: Random) {
  const params: Record<string, string | string[]> = {};
  const pathParts = endpoint.segments.map((segment) => {
    if (segment.kind === "fixed") return segment.text;
    if (segment.kind === "param") return safeEncode((params[segment.name] = paramValue(segment.name, random)));
    const parts = Array.from({ length: random.integer(3) }, () => random.pick(ODD_STRINGS));
    params[segment.name] = parts;
    return parts.map(safeEncode).join("/");
  });
  const headers: Record<string, string> = credentials(random);
  const hasBody = endpoint.method !== "GET" && endpoint.method !== "HEAD" && random.chance(0.9);
  const body = hasBody ? fuzzBody(random, seeds[`${endpoint.method} ${endpoint.template}`] ?? []) : null;
  if (body?.contentType) headers["content-type"] = body.contentType;
  const url = `http://local/${pathParts.join("/")}${fuzzQuery(random)}`;
  const request = new Request(url, { method: endpoint.method, headers, body: body?.bytes ?? undefined });
  return { request, params, description: `${endpoint.method} ${url.slice(0, 200)}${body ? ` with ${body.description}` : ""}` };
}

async function problemOf(response: Response): Promise<string | null> {
  if (response.status >= 500) return `answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
  if (response.status < 400) return null;
  if (!response.headers.get("content-type")?.includes("application/json")) return `answered ${response.status} as ${response.headers.get("content-type")}`;
  const text = await response.text();
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${response.status} with text that is not JSON: ${text.slice(0, 200)}`;
  }
  const { code, message } = body.error ?? {};
  if (typeof code !== "string" || !/^[a-z][a-z0-9_]*$/.test(code) || typeof message !== "string" || message === "") {
    return `answered ${response.status} without the contract's error shape: ${text.slice(0, 200)}`;
  }
  return null;
}

function withTimeout(promise: Promise<Response>): Promise<Response | "stalled"> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<"stalled">((resolve) => (timer = setTimeout(() => resolve("stalled"), REQUEST_TIMEOUT_MS)));
  return Promise.race([promise, stalled]).finally(() => clearTimeout(timer));
}

describe("fuzzing every /v1 route (issue 8)", () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx, each refusal in the contract's shape (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const table = await endpoints();
    expect(table.length).toBeGreaterThan(60); // 27 routes with their methods, plus the catch-all's seven
    const random = seededRandom(SEED);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const refusing = table.filter((endpoint) => endpoint.refuses);
    const answering = table.filter((endpoint) => !endpoint.refuses);
    expect(answering.length).toBeGreaterThan(30);
    const schedule = [
      ...refusing.flatMap((endpoint) => Array.from({ length: REFUSED_METHOD_REQUESTS }, () => endpoint)),
      ...Array.from({ length: REQUESTS - refusing.length * REFUSED_METHOD_REQUESTS }, (_, index) => answering[index % answering.length]!),
    ];
    for (const [index, endpoint] of schedule.entries()) {
      const { request, params, description } = buildRequest(endpoint, random);
      let problem: string | null;
      try {
        const response = await withTimeout(endpoint.handler(request, { params: Promise.resolve(params) }));
        if (response === "stalled") problem = `gave no answer within ${REQUEST_TIMEOUT_MS} ms`;
        else {
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          problem = await problemOf(response);
        }
      } catch (error) {
        problem = `threw ${error instanceof Error ? error.message : String(error)}`;
      }
      if (problem !== null) problems.push(`#${index} ${endpoint.template} ${description}: ${problem}`);
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
    expect(problems, `FUZZ_SEED=${SEED} (answers: ${summary})\n${problems.slice(0, 40).join("\n")}`).toEqual([]);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2_000);
  });
});

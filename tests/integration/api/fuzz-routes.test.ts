// Issue 8, "Done when": at least 2,000 bounded malformed requests across every /v1 route, each answered
// without a 5xx and, when refused, in the contract's error shape (CONTRACT.md, Conventions). The routes
// and their methods are found on disk, so a new route is fuzzed without editing this file. The sequence
// is seeded: a failure prints the seed, and FUZZ_SEED=<seed> replays it.
import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma, truncateAll } from "../../support/test-database";
import { POST as createRun } from "@/app/v1/runs/route";
import { apiRequest, createTeam, createToken, createUser, noParams, read, type Team } from "./api-fixtures";
import { fuzzBody, fuzzQuery, ODD_STRINGS, safeEncode, seededRandom, type Random } from "./fuzz-inputs";
import { organisationThroughCli, type CliOrganisation } from "./organisation-through-cli";
import { endpoints, type Endpoint } from "./route-table";

// Seed 5 found the first 5xx (a lone surrogate in a gate id); FUZZ_REQUESTS runs a longer search by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 5);
const REQUESTS = Math.max(2_400, Number(process.env.FUZZ_REQUESTS ?? 0));
const REQUEST_TIMEOUT_MS = 15_000;
const REFUSED_METHOD_REQUESTS = 4;

const prisma = testPrisma();
let team: Team;
/** The seeded admin's powers: every role and every scope, so requests get past authorisation into the use cases. */
let everythingToken: string;
const known: Record<string, string[]> = {};
let seeds: Record<string, unknown[]> = {};
/** Issue 16: a second organisation, made through `organisation create`; its people fuzz too, with A's ids. */
let other: CliOrganisation;
/** Strings of the first organisation that no answer to the second may hold (unless its request sent them). */
let firstOrganisationMarkers: string[] = [];

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
  other = await organisationThroughCli("Fuzz Other", prisma);
  firstOrganisationMarkers = [...known.id, run.body.conversationId, stored.ref, team.organisationId, team.admin.email, team.editor.email, team.ceo.email, "Fuzzed agent", "Fuzzed task"];
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

/** The second organisation's requests name each real id of the first in turn, so every one is tried on every route. */
let crossings = 0;

function paramValue(name: string, random: Random, fromSecond: boolean): string {
  const real = known[name] ?? known.id!;
  if (fromSecond) return random.chance(0.8) ? real[crossings++ % real.length]! : random.pick(ODD_STRINGS);
  return random.chance(0.4) ? random.pick(real) : random.pick(ODD_STRINGS);
}

/** `organisation`: whose credentials they are, so the second organisation's answers can be checked for the first's. */
function credentials(random: Random): { headers: Record<string, string>; organisation: "first" | "second" | "none" } {
  const roll = random.next();
  const first = (token: string) => ({ headers: { authorization: `Bearer ${token}` }, organisation: "first" as const });
  const second = (headers: Record<string, string>) => ({ headers, organisation: "second" as const });
  if (roll < 0.36) return first(everythingToken);
  if (roll < 0.5) return first(team.adminToken);
  if (roll < 0.56) return first(team.ceoToken);
  if (roll < 0.62) return first(team.editorToken);
  if (roll < 0.76) return second({ authorization: `Bearer ${other.everythingToken}` });
  if (roll < 0.8) return second({ authorization: `Bearer ${random.pick([other.adminToken, other.editorToken])}` });
  if (roll < 0.84) return second({ cookie: other.adminCookie });
  if (roll < 0.92) return { headers: { authorization: random.pick(["Bearer nope", "Basic eDp5", "Bearer", ""]) }, organisation: "none" };
  return { headers: random.chance(0.5) ? {} : { cookie: "tollgate_session=forged", "sec-fetch-site": random.pick(["cross-site", "same-site", "none"]) }, organisation: "none" };
}

function buildRequest(endpoint: Endpoint, random: Random) {
  const credential = credentials(random);
  const params: Record<string, string | string[]> = {};
  const pathParts = endpoint.segments.map((segment) => {
    if (segment.kind === "fixed") return segment.text;
    if (segment.kind === "param") return safeEncode((params[segment.name] = paramValue(segment.name, random, credential.organisation === "second")));
    const parts = Array.from({ length: random.integer(3) }, () => random.pick(ODD_STRINGS));
    params[segment.name] = parts;
    return parts.map(safeEncode).join("/");
  });
  const headers: Record<string, string> = { ...credential.headers };
  const hasBody = endpoint.method !== "GET" && endpoint.method !== "HEAD" && random.chance(0.9);
  const body = hasBody ? fuzzBody(random, seeds[`${endpoint.method} ${endpoint.template}`] ?? []) : null;
  if (body?.contentType) headers["content-type"] = body.contentType;
  const url = `http://local/${pathParts.join("/")}${fuzzQuery(random)}`;
  const request = new Request(url, { method: endpoint.method, headers, body: body?.bytes ?? undefined });
  const sent = `${url} ${body?.bytes ? new TextDecoder().decode(body.bytes) : ""}`;
  const description = `${endpoint.method} ${url.slice(0, 200)}${body ? ` with ${body.description}` : ""}${credential.organisation === "second" ? " as the second organisation" : ""}`;
  return { request, params, description, fromSecond: credential.organisation === "second", sent };
}

/**
 * Issue 16: an answer to the second organisation never succeeds on an id of the first in its path, and
 * never shows a string of the first that its request did not send.
 */
async function crossingOf(response: Response, endpoint: Endpoint, params: Record<string, string | string[]>, sent: string): Promise<string | null> {
  const named = endpoint.segments.some((segment) => segment.kind === "param" && firstOrganisationMarkers.includes(String(params[segment.name])));
  if (named && response.status < 400) return `succeeded (${response.status}) on the first organisation's id`;
  const text = await response.text();
  const shown = firstOrganisationMarkers.filter((marker) => text.includes(marker) && !sent.includes(marker));
  return shown.length > 0 ? `showed the first organisation's ${shown.join(", ")}` : null;
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

describe("fuzzing every /v1 route (issue 8), from two organisations (issue 16)", () => {
  it(`answers ${REQUESTS} malformed requests without a 5xx, each refusal in the contract's shape, none crossing organisations (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const table = await endpoints();
    expect(table.length).toBeGreaterThan(60); // 27 routes with their methods, plus the catch-all's seven
    const random = seededRandom(SEED);
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let fromSecondOrganisation = 0;
    const refusing = table.filter((endpoint) => endpoint.refuses);
    const answering = table.filter((endpoint) => !endpoint.refuses);
    expect(answering.length).toBeGreaterThan(30);
    const schedule = [
      ...refusing.flatMap((endpoint) => Array.from({ length: REFUSED_METHOD_REQUESTS }, () => endpoint)),
      ...Array.from({ length: REQUESTS - refusing.length * REFUSED_METHOD_REQUESTS }, (_, index) => answering[index % answering.length]!),
    ];
    for (const [index, endpoint] of schedule.entries()) {
      const { request, params, description, fromSecond, sent } = buildRequest(endpoint, random);
      if (fromSecond) fromSecondOrganisation += 1;
      let problem: string | null;
      try {
        const response = await withTimeout(endpoint.handler(request, { params: Promise.resolve(params) }));
        if (response === "stalled") problem = `gave no answer within ${REQUEST_TIMEOUT_MS} ms`;
        else {
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          problem = (await problemOf(response.clone())) ?? (fromSecond ? await crossingOf(response, endpoint, params, sent) : null);
        }
      } catch (error) {
        problem = `threw ${error instanceof Error ? error.message : String(error)}`;
      }
      if (problem !== null) problems.push(`#${index} ${endpoint.template} ${description}: ${problem}`);
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" ");
    expect(problems, `FUZZ_SEED=${SEED} (answers: ${summary})\n${problems.slice(0, 40).join("\n")}`).toEqual([]);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2_000);
    expect(fromSecondOrganisation).toBeGreaterThan(300);
  });
});

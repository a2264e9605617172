import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { allowEgressTo, setEgressEnvironment } from "../../support/egress-environment";
import { startLoopbackChatCompletions, type LoopbackChatCompletions } from "../../support/loopback-chat-completions";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type ErrorAnswer, type Team } from "./api-fixtures";

// Issue 8, item 8 (CONTRACT.md, Outbound requests): a run's model baseUrl is an address an editor chose.
// Against real loopback servers: refused at creation, refused on a redirect, bounded in time.

const prisma = testPrisma();
let team: Team;
let agentId: string;
let worker: RunningWorker;
let restoreConcurrency: () => void;
let restoreEgress: (() => void) | undefined;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Egress agent", toolCallBudget: 5 } })).id;
  // One slot: a model request that held it would stall every later run of this worker.
  restoreConcurrency = setEgressEnvironment({ TOLLGATE_WORKER_CONCURRENCY: "1" });
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterEach(async () => {
  restoreEgress?.();
  restoreEgress = undefined;
  await Promise.all(closers.splice(0).map((close) => close()));
});

afterAll(async () => {
  await worker.stop();
  restoreConcurrency();
});

function providerModel(baseUrl: string) {
  return { provider: "openai-compatible", baseUrl, model: "egress-model" };
}

async function startRun(body: { model: unknown; input?: string }) {
  return read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token: team.editorToken, body: { agentId, kind: "direct", input: body.input ?? "Hello.", ...body } }), noParams));
}

async function runView(id: string) {
  return (await read<{ status: string; output: string | null; failure: { code: string; message: string } | null }>(
    await getRun(apiRequest(`/v1/runs/${id}`, { token: team.editorToken }), params({ id })),
  )).body;
}

async function loopback(): Promise<LoopbackChatCompletions> {
  const server = await startLoopbackChatCompletions();
  closers.push(() => server.close());
  return server;
}

async function listening(server: Server | TcpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("POST /v1/runs refuses a model baseUrl the egress policy refuses", () => {
  const postgresPort = () => new URL(testDatabaseUrl()).port || "5432";

  it.each([
    ["the embedded PostgreSQL port", "http://127.0.0.1:PG/v1", "127.0.0.1 is a loopback address"],
    ["its decimal spelling", "http://2130706433:PG/v1", "127.0.0.1 is a loopback address"],
    ["its IPv4-mapped spelling", "http://[::ffff:127.0.0.1]:PG/v1", "::ffff:7f00:1 is an IPv4-mapped IPv6 address"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data", "169.254.169.254 is a link-local address"],
    ["IPv6 loopback", "http://[::1]:PG/v1", "::1 is a loopback address"],
  ])("%s: 422 invalid_request naming model.baseUrl, and no run", async (_name, baseUrl, reason) => {
    const before = await prisma.run.count();
    const { status, body } = await startRun({ model: providerModel(baseUrl.replace("PG", postgresPort())) });
    expect(status).toBe(422);
    const answer = body as unknown as ErrorAnswer;
    expect(answer.error.code).toBe("invalid_request");
    expect(answer.error.message).toBe(`model.baseUrl is not allowed: ${reason}.`);
    expect(answer.error.details).toEqual([{ path: "model.baseUrl", message: reason }]);
    expect(await prisma.run.count()).toBe(before);
  });
});

describe("a host name that resolves to loopback", () => {
  it("is refused as localhost unless allow-listed, and then reaches the model", async () => {
    const model = await loopback();
    const port = new URL(model.baseUrl).port;
    const baseUrl = `http://localhost:${port}/v1`;

    const refused = await startRun({ model: providerModel(baseUrl) });
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ErrorAnswer).error.message).toBe("model.baseUrl is not allowed: the host localhost resolves to 127.0.0.1, a loopback address.");
    expect(model.requests).toHaveLength(0);

    restoreEgress = setEgressEnvironment({ TOLLGATE_EGRESS_ALLOW: `localhost:${port}` });
    model.reply({ text: "Hello from localhost." });
    const allowed = await startRun({ model: providerModel(baseUrl) });
    expect(allowed.status).toBe(202);
    expect(await waitForRunStatus(prisma, allowed.body.id, ["succeeded", "failed"])).toBe("succeeded");
    expect((await runView(allowed.body.id)).output).toBe("Hello from localhost.");
  });
});

describe("a redirect from an allow-listed address", () => {
  it("to loopback on another port is refused: the run fails clearly and the second server hears nothing", async () => {
    const inner = await loopback(); // port B: would answer as a model if it were ever reached
    inner.reply({ text: "internal answer: the database password is hunter2" });
    const redirector = createHttpServer((request, response) => {
      response.writeHead(302, { location: `${inner.baseUrl}/chat/completions` });
      response.end("redirecting");
    });
    const portA = await listening(redirector);
    closers.push(() => new Promise((resolve) => redirector.close(() => resolve())));
    restoreEgress = allowEgressTo(`http://127.0.0.1:${portA}`);

    const created = await startRun({ model: providerModel(`http://127.0.0.1:${portA}/v1`) });
    expect(created.status).toBe(202);
    expect(await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"])).toBe("failed");
    const run = await runView(created.body.id);
    expect(run.failure).toEqual({
      code: "model_error",
      message: "The model request failed: The model openai-compatible:egress-model failed: The address is not allowed: 127.0.0.1 is a loopback address.",
    });
    expect(inner.requests).toHaveLength(0);
  });
});

describe("an allow-listed listener that is not a model", () => {
  it("does not have its answer read back in run.failure", async () => {
    const internal = createHttpServer((request, response) => {
      request.resume();
      response.writeHead(404, "Secret Reason hunter2", { "content-type": "text/html" });
      response.end("<html>internal admin page: password hunter2</html>");
    });
    const port = await listening(internal);
    closers.push(() => new Promise((resolve) => internal.close(() => resolve())));
    restoreEgress = allowEgressTo(`http://127.0.0.1:${port}`);

    const created = await startRun({ model: providerModel(`http://127.0.0.1:${port}/v1`) });
    expect(await waitForRunStatus(prisma, created.body.id, ["succeeded", "failed"])).toBe("failed");
    const run = await runView(created.body.id);
    expect(run.failure?.message).toBe("The model request failed: The model openai-compatible:egress-model failed (HTTP 404 Not Found).");
    expect(JSON.stringify(run)).not.toContain("hunter2");
  });
});

describe("a tarpit (accepts, never answers)", () => {
  it("fails the run with a timeout within MODEL_REQUEST_TIMEOUT_MS and frees the worker's only slot", async () => {
    const sockets = new Set<Socket>();
    const tarpit = createTcpServer((socket) => {
      sockets.add(socket);
      socket.resume(); // reads the request, writes nothing, never closes
    });
    const port = await listening(tarpit);
    closers.push(
      () =>
        new Promise((resolve) => {
          for (const socket of sockets) socket.destroy();
          tarpit.close(() => resolve());
        }),
    );
    restoreEgress = setEgressEnvironment({ TOLLGATE_EGRESS_ALLOW: `127.0.0.1:${port}`, MODEL_REQUEST_TIMEOUT_MS: "500" });

    const started = Date.now();
    const stalled = await startRun({ model: providerModel(`http://127.0.0.1:${port}/v1`) });
    expect(stalled.status).toBe(202);
    // Before the fix the request never ended: this wait timed out with the run still `running`.
    expect(await waitForRunStatus(prisma, stalled.body.id, ["succeeded", "failed"], 15_000)).toBe("failed");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await runView(stalled.body.id)).failure).toEqual({
      code: "model_error",
      message: "The model request failed: The model openai-compatible:egress-model did not answer within 500 ms.",
    });
    expect(sockets.size).toBeGreaterThan(0);

    const next = await startRun({ model: { provider: "scripted", script: [{ text: "The slot is free." }] } });
    expect(await waitForRunStatus(prisma, next.body.id, ["succeeded", "failed"], 15_000)).toBe("succeeded");
  });
});

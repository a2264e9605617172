import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPrisma, truncateAll } from "../../support/test-database";
import { send, startWebServer, warm, type Answer, type WebServer } from "../../support/web-server";
import { createTeam, type Team } from "./api-fixtures";

// Issue 16, item 7: the web server has one thread. Real HTTP through the real server (scripts/serve.ts: the
// edge, then Next): what a stranger or a signed-in client sends is bounded before it can hold that thread.
// Measured before the fix on this server: 15 MB of nesting took 4.4 s to refuse and 700,000 keys 7.7 s
// (with a 32 MB answer naming each key), and a stranger's POST /v1/session read up to 16 MiB.

const prisma = testPrisma();
let server: WebServer;
let team: Team;

// A response well under what the stalls took, with room for a loaded machine.
const PROMPT_MILLISECONDS = 2_000;

const deepBody = Buffer.concat([Buffer.alloc(7_500_000, "["), Buffer.alloc(7_500_000, "]")]);
const manyKeys = `{${Array.from({ length: 700_000 }, (_, index) => `"k${index}":1`).join(",")}}`;

function json(answer: Answer): { error: { code: string; message: string; [detail: string]: unknown } } {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  return JSON.parse(answer.text);
}

function asAdmin(body: string | Buffer): { headers: Record<string, string>; body: string | Buffer } {
  return { headers: { authorization: `Bearer ${team.adminToken}`, "content-type": "application/json" }, body };
}

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  server = await startWebServer();
  await warm(server.base, [
    ["GET", "/v1/me"],
    ["POST", "/v1/session"],
    ["PATCH", `/v1/users/${team.editor.id}`],
    ["GET", "/v1/nothing-here"],
  ]);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("public routes read small bodies (issue 16, item 7)", () => {
  it("answers a 64 KiB POST /v1/session with 413 naming TOLLGATE_PUBLIC_MAX_BODY_BYTES", async () => {
    const body = JSON.stringify({ email: "a@b.c", password: "x".repeat(64 * 1024) });
    const answer = await send(server.base, "POST", "/v1/session", { headers: { "content-type": "application/json" }, body });
    expect(answer.status).toBe(413);
    expect(json(answer).error).toEqual({
      code: "payload_too_large",
      message: "The request body is larger than the limit of 16384 bytes (TOLLGATE_PUBLIC_MAX_BODY_BYTES).",
      limit: 16_384,
    });
  });

  it("stops a chunked 8 MB POST /v1/session at 16 KiB and answers at once", async () => {
    const body = JSON.stringify({ email: "a@b.c", password: "x".repeat(8 * 1024 * 1024) });
    const answer = await send(server.base, "POST", "/v1/session", { headers: { "content-type": "application/json" }, body, chunked: true });
    expect(answer.status).toBe(413);
    expect(json(answer).error).toMatchObject({ code: "payload_too_large", limit: 16_384 });
    expect(answer.milliseconds).toBeLessThan(PROMPT_MILLISECONDS);
  });

  it("still signs in with a body of ordinary size", async () => {
    const answer = await send(server.base, "POST", "/v1/session", { headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "nobody@test.local", password: "wrong" }) });
    expect(answer.status).toBe(401);
  });
});

describe("every JSON body is measured before it is parsed (issue 16, item 7)", () => {
  it("refuses 15 MB of nesting with 400 invalid_json naming the depth limit, while /v1/me stays prompt", async () => {
    const [answer, probe] = await Promise.all([
      send(server.base, "PATCH", `/v1/users/${team.editor.id}`, asAdmin(deepBody)),
      new Promise<Answer>((resolve) => setTimeout(() => resolve(send(server.base, "GET", "/v1/me", { headers: { authorization: `Bearer ${team.editorToken}` } })), 100)),
    ]);
    expect(answer.status).toBe(400);
    expect(json(answer).error).toEqual({ code: "invalid_json", message: "The request body nests deeper than 64 levels (TOLLGATE_JSON_MAX_DEPTH).", limit: 64 });
    expect(answer.milliseconds).toBeLessThan(PROMPT_MILLISECONDS);
    expect(probe.status).toBe(200);
    expect(probe.milliseconds).toBeLessThan(PROMPT_MILLISECONDS);
  });

  it("refuses 700,000 keys with 413 naming the entries limit, in a short answer", async () => {
    const answer = await send(server.base, "PATCH", `/v1/users/${team.editor.id}`, asAdmin(manyKeys));
    expect(answer.status).toBe(413);
    expect(json(answer).error).toEqual({
      code: "payload_too_large",
      message: "The request body holds more than 10000 keys and array items in all (TOLLGATE_JSON_MAX_ENTRIES).",
      limit: 10_000,
    });
    expect(answer.milliseconds).toBeLessThan(PROMPT_MILLISECONDS);
  });
});

describe("paths Next would answer in HTML or with a redirect (issue 16, item 7)", () => {
  it.each([
    ["GET", "/v1/"],
    ["GET", "/v1/me/"],
    ["POST", "/v1/"],
    ["GET", "/v1/%2e%2e/sign-in"],
    ["GET", "/v1/%2E%2E/%2e%2e/"],
    ["GET", "/v1/./me"],
    ["GET", "/v1/../sign-in"],
    ["GET", "/v1/agents/%2e%2e/me"],
  ])("answers %s %s with 404 not_found in the contract's JSON", async (method, target) => {
    const answer = await send(server.base, method, target);
    expect(answer.status).toBe(404);
    expect(json(answer).error).toMatchObject({ code: "not_found", message: expect.any(String) });
  });
});

import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEdgeServer } from "@/lib/server/http/edge-server";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

let base = "";
let handled = 0;
const logged: string[] = [];
const server = createEdgeServer({
  dev: false,
  maxBodyBytes: 1000,
  log: (message) => logged.push(message),
  handle: async (request, response) => {
    handled += 1;
    if (request.url === "/boom") throw new Error("handler failed");
    response.setHeader("content-type", "text/html");
    response.end("<p>page</p>");
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch refuses TRACE and normalises the path.
    const outgoing = httpRequest(`${base}${path}`, { method }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text: Buffer.concat(chunks).toString() }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("the edge in front of Next", () => {
  it("passes ordinary requests to Next with the security headers on (issue 8, item 9)", async () => {
    const answer = await send("GET", "/playground");
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("<p>page</p>");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("same-origin");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(answer.headers["content-security-policy"]).not.toContain("unsafe-eval");
  });

  it.each([
    ["GET", "/v1/%ff%fe", 400, "invalid_path"],
    ["GET", "/v1/%", 400, "invalid_path"],
    ["TRACE", "/v1/me", 405, "method_not_allowed"],
  ])("answers %s %s with %i %s in the contract's JSON, never reaching Next", async (method, path, status, code) => {
    const before = handled;
    const answer = await send(method, path);
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code, message: expect.any(String) } });
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(handled).toBe(before);
  });

  it("answers a declared body over the limit with 413 before Next reads it (issue 8, item 6)", async () => {
    const before = handled;
    const answer = await send("POST", "/v1/session", Buffer.alloc(5000, 0x61));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "payload_too_large", limit: 1000 } });
    expect(handled).toBe(before);
  });

  it("answers a handler that throws with a logged 500 in JSON", async () => {
    const answer = await send("GET", "/boom");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(logged).toEqual(["Unhandled error in GET /boom"]);
  });
});

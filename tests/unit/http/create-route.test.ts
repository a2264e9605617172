import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/contracts/api-error";
import type { Principal } from "@/lib/server/auth/principal";
import { createRoute } from "@/lib/server/http/create-route";
import { principalWith } from "./principal-fixture";

function routeFor(principal: Principal | null) {
  const log = vi.fn();
  const route = createRoute({ authenticate: async () => principal, log });
  return { route, log };
}

function post(body: string, path = "/v1/things"): Request {
  return new Request(`http://local${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });
}

const ThingSchema = z.strictObject({
  name: z.string().min(1),
  flags: z.strictObject({ browser: z.boolean().nullable().optional() }).optional(),
});

describe("route(): parse → authorise → handler → respond", () => {
  it("passes the parsed body, principal and params to the handler and sends plain data as 200 JSON", async () => {
    const principal = principalWith();
    const { route } = routeFor(principal);
    const handler = route({ permission: "runs:write", body: ThingSchema }, ({ body, params, principal: who }) => ({
      body,
      params,
      userId: who.userId,
    }));
    const response = await handler(post('{"name":"a"}'), { params: Promise.resolve({ id: "x1" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ body: { name: "a" }, params: { id: "x1" }, userId: "user_1" });
  });

  it("sends a Response from the handler as it is", async () => {
    const { route } = routeFor(principalWith());
    const handler = route({}, () => new Response(null, { status: 204 }));
    expect((await handler(new Request("http://local/v1/x"))).status).toBe(204);
  });

  it("answers text that is not JSON with 400 invalid_json", async () => {
    const { route } = routeFor(principalWith());
    const response = await route({ body: ThingSchema }, () => ({}))(post("{not json"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });
  });

  it("answers a zod failure with 422 invalid_request naming the first bad field, details naming each", async () => {
    const { route } = routeFor(principalWith());
    const response = await route({ body: ThingSchema }, () => ({}))(post('{"name":"","flags":{"browser":"yes"},"extra":1}'));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toMatch(/^name is invalid: /);
    expect(body.error.details).toEqual([
      { path: "name", message: expect.any(String) },
      { path: "flags.browser", message: "Invalid input: expected boolean, received string" },
      { path: "extra", message: "Unknown field." },
    ]);
  });

  it("says a missing field is required, and an empty body reads as {}", async () => {
    const { route } = routeFor(principalWith());
    const response = await route({ body: ThingSchema }, () => ({}))(post(""));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: "invalid_request", message: "name is invalid: Required.", details: [{ path: "name", message: "Required." }] },
    });
  });

  it("validates the query string with 422 too", async () => {
    const { route } = routeFor(principalWith());
    const handler = route({ query: z.object({ limit: z.coerce.number().int().min(1) }) }, ({ query }) => query);
    expect(await (await handler(new Request("http://local/v1/x?limit=5"))).json()).toEqual({ limit: 5 });
    const refused = await handler(new Request("http://local/v1/x?limit=0"));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.details[0].path).toBe("limit");
  });

  it("answers no credentials with 401 unauthenticated, before reading the body", async () => {
    const { route } = routeFor(null);
    const handler = vi.fn();
    const response = await route({ permission: "tools:read", body: ThingSchema }, handler)(post("{not json"));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
    expect(handler).not.toHaveBeenCalled();
  });

  it("needs a principal even when no permission is named (fail closed)", async () => {
    const { route } = routeFor(null);
    expect((await route({}, () => ({}))(new Request("http://local/v1/me"))).status).toBe(401);
  });

  it("lets a public route through without a principal", async () => {
    const { route } = routeFor(null);
    const response = await route({ public: true }, ({ principal }) => ({ principal }))(new Request("http://local/v1/x"));
    expect(await response.json()).toEqual({ principal: null });
  });

  it.each([
    ["a token lacking the scope", principalWith({ scopes: ["runs:read"] }), "tools:read"],
    ["a scope the user's role does not allow", principalWith({ roles: ["editor"], scopes: ["gates:decide"] }), "gates:decide"],
    ["a session of a role without it", principalWith({ via: "session", roles: ["ceo"], scopes: ["tools:read", "runs:read", "gates:decide"] }), "runs:write"],
  ] as const)("answers %s with 403 forbidden", async (_case, principal, permission) => {
    const { route } = routeFor(principal);
    const handler = vi.fn();
    const response = await route({ permission }, handler)(new Request("http://local/v1/x"));
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatchObject({ code: "forbidden", required: [permission] });
    expect(handler).not.toHaveBeenCalled();
  });

  it("allows any one of several permissions", async () => {
    const { route } = routeFor(principalWith({ roles: ["admin"], scopes: ["admin"] }));
    const response = await route({ permission: ["tools:write", "admin"] }, () => ({ ok: true }))(new Request("http://local/v1/x"));
    expect(response.status).toBe(200);
  });

  it("maps an AppError to its status and body", async () => {
    const { route } = routeFor(principalWith());
    const handler = route({}, () => {
      throw new AppError("tool_unknown", "os.nope is not a built-in tool.", { tool: "os.nope" }, { status: 422 });
    });
    const response = await handler(new Request("http://local/v1/x"));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: "tool_unknown", message: "os.nope is not a built-in tool.", tool: "os.nope" } });
  });

  it("answers an unknown error with 500 internal, no stack, and logs the real error", async () => {
    const { route, log } = routeFor(principalWith());
    const bug = new Error("secret detail at /srv/app.ts:12");
    const response = await route({}, async () => {
      throw bug;
    })(new Request("http://local/v1/boom"));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: "Something went wrong on our side; it was logged." } });
    expect(text).not.toContain("secret detail");
    expect(text).not.toContain("at ");
    expect(log).toHaveBeenCalledWith("Unhandled error in GET /v1/boom", bug);
  });

  it("answers a failing authenticate (a database outage) with 500, not 401", async () => {
    const log = vi.fn();
    const route = createRoute({ authenticate: async () => Promise.reject(new Error("connection refused")), log });
    const response = await route({ permission: "tools:read" }, () => ({}))(new Request("http://local/v1/x"));
    expect(response.status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
  });

  it("refuses a NUL character anywhere in the body, query or path with 422 (PostgreSQL text cannot hold one)", async () => {
    const { route } = routeFor(principalWith());
    const handler = route({ body: z.object({ tools: z.array(z.string()) }) }, () => ({}));
    const inBody = await handler(post('{"tools":["a","b\\u0000"]}'));
    expect(inBody.status).toBe(422);
    expect((await inBody.json()).error.details).toEqual([{ path: "tools.1", message: "Text may not contain the NUL character (U+0000)." }]);
    const inQuery = await route({}, () => ({}))(new Request("http://local/v1/x?limit=%00"));
    expect(inQuery.status).toBe(422);
    const inPath = await route({}, () => ({}))(new Request("http://local/v1/x"), { params: Promise.resolve({ id: "a\u0000" }) });
    expect(inPath.status).toBe(422);
  });

  it("refuses a lone surrogate in the path or a body key with 422 (found by the route fuzz test: a gate id of \\ud800 was a 500)", async () => {
    const { route } = routeFor(principalWith());
    const inPath = await route({}, () => ({}))(new Request("http://local/v1/gates/x/decision", { method: "POST" }), { params: Promise.resolve({ id: "\ud800" }) });
    expect(inPath.status).toBe(422);
    expect((await inPath.json()).error.details).toEqual([{ path: "id", message: "Text may not hold a lone UTF-16 surrogate, which is not text and cannot be stored." }]);
    const inKey = await route({ body: z.record(z.string(), z.number()) }, () => ({}))(post('{"\\udfff": 1}'));
    expect(inKey.status).toBe(422);
  });

  it("joins a catch-all's segments", async () => {
    const { route } = routeFor(principalWith());
    const response = await route({}, ({ params }) => params)(new Request("http://local/v1/x"), {
      params: Promise.resolve({ path: ["a", "b"] }),
    });
    expect(await response.json()).toEqual({ path: "a/b" });
  });
});

describe("route(): what holds before authentication (issue 8, items 6 and 9)", () => {
  function counting(principal: Principal | null) {
    const authenticate = vi.fn(async () => principal);
    return { route: createRoute({ authenticate, log: vi.fn() }), authenticate };
  }

  it("answers a declared body over TOLLGATE_PUBLIC_MAX_BODY_BYTES to a public route with 413 before authenticating or reading", async () => {
    const { route, authenticate } = counting(null);
    vi.stubEnv("TOLLGATE_PUBLIC_MAX_BODY_BYTES", "100");
    try {
      const body = new ReadableStream<Uint8Array>({ pull: () => Promise.reject(new Error("the body was read")) });
      const request = new Request("http://local/v1/session", {
        method: "POST",
        body,
        duplex: "half",
        headers: { "content-type": "application/json", "content-length": "101" },
      } as RequestInit);
      const response = await route({ public: true, body: ThingSchema }, () => ({}))(request);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "payload_too_large", message: "The request body is larger than the limit of 100 bytes (TOLLGATE_PUBLIC_MAX_BODY_BYTES).", limit: 100 },
      });
      expect(authenticate).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("answers a chunked body over the limit to a public route with 413", async () => {
    const { route } = counting(null);
    vi.stubEnv("TOLLGATE_PUBLIC_MAX_BODY_BYTES", "1000");
    try {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          controller.enqueue(new TextEncoder().encode(sent === 1 ? '{"name":"' : "x".repeat(300)));
        },
      });
      const request = new Request("http://local/v1/session", { method: "POST", body, duplex: "half", headers: { "content-type": "application/json" } } as RequestInit);
      expect((await route({ public: true, body: ThingSchema }, () => ({}))(request)).status).toBe(413);
      expect(sent).toBeLessThan(10);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("reads at most 16 KiB for a public route and TOLLGATE_MAX_BODY_BYTES for the others (issue 16, item 7)", async () => {
    const body = JSON.stringify({ name: "x".repeat(16 * 1024) });
    const post = () => new Request("http://local/v1/session", { method: "POST", body, headers: { "content-type": "application/json" } });
    const refused = await counting(null).route({ public: true, body: ThingSchema }, () => ({}))(post());
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: "payload_too_large", limit: 16_384 } });
    const signedIn = await counting(principalWith()).route({ body: ThingSchema }, () => ({ read: true }))(post());
    expect(await signedIn.json()).toEqual({ read: true });
  });

  it("refuses a cookie POST from another port with 403 forbidden before authenticating", async () => {
    const { route, authenticate } = counting(principalWith());
    const request = new Request("http://127.0.0.1:3000/v1/agents", {
      method: "POST",
      body: '{"name":"a"}',
      headers: { "content-type": "application/json", cookie: "tollgate_session=s", "sec-fetch-site": "same-site", origin: "http://127.0.0.1:8082" },
    });
    const response = await route({ body: ThingSchema }, () => ({}))(request);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
    expect(authenticate).not.toHaveBeenCalled();
  });

  it("lets the console's own same-origin POST through", async () => {
    const { route } = counting(principalWith());
    const request = new Request("http://127.0.0.1:3000/v1/agents", {
      method: "POST",
      body: '{"name":"a"}',
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" },
    });
    expect((await route({ body: ThingSchema }, ({ body }) => body)(request)).status).toBe(200);
  });

  it("refuses a text/plain body (the no-cors fetch and form of the probe) with 415", async () => {
    const { route } = counting(principalWith());
    const request = new Request("http://local/v1/agents", { method: "POST", body: '{"name":"a"}', headers: { "content-type": "text/plain" } });
    const response = await route({ body: ThingSchema }, () => ({}))(request);
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  it("still answers a bodyless POST without a content type (cancel)", async () => {
    const { route } = counting(principalWith());
    expect((await route({}, () => ({ cancelled: true }))(new Request("http://local/v1/runs/r/cancel", { method: "POST" }))).status).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { authenticate } from "@/lib/server/auth/authenticate";
import type { Database } from "@/lib/server/db";

// A database that fails the test if it is asked anything: these requests must be refused before a lookup.
const untouchable = new Proxy({}, {
  get() {
    throw new Error("the database was consulted");
  },
}) as Database;

describe("authenticate without usable credentials", () => {
  it.each([
    ["no headers", {}],
    ["an empty session cookie", { cookie: "tollgate_session=" }],
    ["another cookie only", { cookie: "theme=dark" }],
    ["a Basic Authorization header", { authorization: "Basic dXNlcjpwYXNz" }],
    ["a Bearer header without a token", { authorization: "Bearer " }],
    ["a Bearer header with two words", { authorization: "Bearer a b" }],
  ])("is null for %s, without asking the database", async (_case, headers) => {
    expect(await authenticate(new Request("http://local/v1/me", { headers }), untouchable)).toBeNull();
  });

  it("judges a request with an Authorization header by it alone, never by the cookie", async () => {
    const request = new Request("http://local/v1/me", { headers: { authorization: "Basic x", cookie: "tollgate_session=abc" } });
    expect(await authenticate(request, untouchable)).toBeNull();
  });
});

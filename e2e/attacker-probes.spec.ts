import { expect, test, type APIResponse } from "@playwright/test";
import { adminPassword, signInThroughForm } from "./support/console-session";
import { e2eAdminEmail, e2eBaseUrl } from "./support/e2e-environment";

// Issue 8, items 6, 9 and 12, probed as the attacker did: against the production server `npm start` runs
// (Next behind the edge of scripts/serve.ts), over real HTTP.

async function expectContractError(response: APIResponse, status: number, code: string): Promise<void> {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

test("a 17 MiB body to POST /v1/session is refused 413 before anyone signs in", async ({ request }) => {
  const body = Buffer.alloc(17 * 1024 * 1024, 0x61);
  const response = await request.post("/v1/session", { data: body, headers: { "content-type": "application/json" } });
  await expectContractError(response, 413, "payload_too_large");
  // The server is still there and well.
  expect((await request.get("/v1/me")).status()).toBe(401);
});

test("a cookie POST from another port of this host is refused 403, and creates nothing", async ({ request }) => {
  const signedIn = await request.post("/v1/session", { data: { email: e2eAdminEmail, password: adminPassword } });
  expect(signedIn.status()).toBe(200);
  const name = `csrf-probe-${Date.now()}`;

  // What the page on :8082 made the browser send: the admin's cookie, its own origin, no preflight.
  const crossSite = await request.post("/v1/agents", {
    data: { name },
    headers: { "sec-fetch-site": "same-site", origin: "http://127.0.0.1:8082" },
  });
  await expectContractError(crossSite, 403, "forbidden");
  const olderBrowser = await request.post("/v1/agents", { data: { name }, headers: { origin: "http://127.0.0.1:8082" } });
  await expectContractError(olderBrowser, 403, "forbidden");
  // The `text/plain` form of the probe, even when it comes from our own origin, is not JSON.
  const plainText = await request.post("/v1/agents", { data: JSON.stringify({ name }), headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" } });
  await expectContractError(plainText, 415, "unsupported_media_type");

  const agents = (await (await request.get("/v1/agents")).json()) as { agents: { name: string }[] };
  expect(agents.agents.map((agent) => agent.name)).not.toContain(name);
  // The console's own origin still works with the same cookie.
  const sameOrigin = await request.post("/v1/agents", { data: { name }, headers: { "sec-fetch-site": "same-origin", origin: e2eBaseUrl } });
  expect(sameOrigin.status()).toBe(201);
});

test("console pages carry the security headers, and the console works under its CSP", async ({ page, request }) => {
  const response = await request.get("/sign-in");
  const headers = response.headers();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect((await request.get("/v1/me")).headers()["x-frame-options"]).toBe("DENY");

  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await signInThroughForm(page);
  await page.goto("/agents");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test("undecodable paths answer 400 and TRACE 405, in the contract's JSON", async ({ request }) => {
  await expectContractError(await request.get("/v1/%ff%fe"), 400, "invalid_path");
  await expectContractError(await request.get("/v1/%"), 400, "invalid_path");
  await expectContractError(await request.post("/v1/runs/%E0%A4%A/cancel"), 400, "invalid_path");
  const trace = await request.fetch("/v1/me", { method: "TRACE" });
  await expectContractError(trace, 405, "method_not_allowed");
  expect(trace.headers()["allow"]).toContain("GET");
});

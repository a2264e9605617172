import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as callbackRoute } from "@/app/v1/connectors/oauth/callback/route";
import { closeConnectorPool } from "@/lib/server/connectors/connector-pool";
import { oauthRedirectUrl } from "@/lib/server/connectors/oauth-redirect-url";
import { decryptSecret } from "@/lib/server/secrets/secret-box";
import { startLoopbackOAuthServer, type LoopbackOAuthServer } from "@/tests/support/mcp/loopback-oauth-server";
import { testPrisma, truncateAll } from "../../../support/test-database";
import { createTeam, createUser, read, sessionCookieFor, type Team } from "../api-fixtures";
import { createConnector, createLogin, getConnector, getLogin, listNow, reconnect } from "./connector-fixtures";

// CONTRACT.md, Connectors: a login needing OAuth is pending with its authorizationUrl until the sign-in
// completes at GET /v1/connectors/oauth/callback — against a loopback authorization server (dynamic client
// registration, PKCE S256, refresh) and the MCP server that takes its tokens. Issue 16, item 6: the callback
// completes a sign-in only in the browser session of the admin who started it, and only before it expires.

const prisma = testPrisma();
let team: Team;
let oauth: LoopbackOAuthServer;
let connectorId: string;
/** The session cookie of the admin whose token starts the sign-ins (the browser that opens the callback). */
let adminCookie: string;
let otherAdminCookie: string;

/** A session as a sign-in opens one: the user holds a password, and the session is opened against it. */
const sessionCookie = (userId: string) => sessionCookieFor(prisma, userId);

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  adminCookie = await sessionCookie(team.admin.id);
  otherAdminCookie = await sessionCookie((await createUser(prisma, team.organisationId, ["admin"])).id);
  oauth = await startLoopbackOAuthServer();
  const made = await createConnector(team.adminToken, { name: "tracker", transport: { type: "http", url: oauth.url }, auth: { type: "oauth", scopes: ["read"] } });
  expect(made.status).toBe(201);
  connectorId = made.body.id;
});

afterAll(async () => {
  await closeConnectorPool();
  await oauth.close();
});

/** What a browser does with the authorization URL: the loopback server approves at once and redirects back. */
async function approve(authorizationUrl: string): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

async function callback(query: string, accept = "application/json", cookie: string | null = adminCookie) {
  const headers: Record<string, string> = { accept, ...(cookie === null ? {} : { cookie }) };
  return callbackRoute(new Request(`http://local/v1/connectors/oauth/callback${query}`, { headers }), { params: Promise.resolve({}) });
}

/** The tokens the login holds, opened from its sealed column (only a test may). */
async function sealedTokens(loginId: string): Promise<{ access_token: string; refresh_token?: string }> {
  const row = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
  expect(row.sealedOauth).not.toBeNull();
  return (JSON.parse(decryptSecret(row.sealedOauth!)) as { tokens: { access_token: string; refresh_token?: string } }).tokens;
}

describe("an OAuth login", () => {
  let loginId: string;
  let firstState: string;

  it("is pending with an authorization URL (PKCE S256, Tollgate's callback) and offers nothing yet", async () => {
    const { status, body } = await createLogin(team.adminToken, connectorId, { scope: "organisation" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: "pending", tools: [], listedAt: null, lastError: null });
    const url = new URL(body.authorizationUrl!);
    expect(url.origin).toBe(oauth.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toMatch(/\/v1\/connectors\/oauth\/callback$/);
    expect(url.searchParams.get("scope")).toBe("read");
    expect(oauth.registrations).toHaveLength(1);
    loginId = body.id;
    firstState = url.searchParams.get("state")!;
    // The callback finds the login by sha256(state).
    const row = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
    expect(row.oauthStateHash).toBe(createHash("sha256").update(firstState).digest("hex"));
  });

  it("is bound to the admin who started it, for CONNECTOR_SIGN_IN_TTL_SECONDS (600 unless set)", async () => {
    const row = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
    expect(row.oauthStartedById).toBe(team.admin.id);
    expect(row.oauthExpiresAt!.getTime() - row.updatedAt.getTime()).toBeGreaterThan(595_000);
    expect(row.oauthExpiresAt!.getTime() - row.updatedAt.getTime()).toBeLessThanOrEqual(600_000);
  });

  it("refuses the callback without a session (401) and in another admin's session (403), and leaves the sign-in to its admin", async () => {
    const login = (await getLogin(team.adminToken, loginId)).body;
    const back = await approve(login.authorizationUrl!);
    const anonymous = await read(await callback(back.search, "application/json", null));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: { code: "unauthenticated", message: expect.stringContaining("as the admin who started this sign-in") } });
    const other = await read(await callback(back.search, "application/json", otherAdminCookie));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: { code: "forbidden", message: expect.stringContaining("started by another user") } });
    const page = await callback(back.search, "text/html", otherAdminCookie);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("started by another user");
    expect(oauth.grants).toEqual([]);
    const still = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
    expect(still).toMatchObject({ status: "pending", oauthStateHash: createHash("sha256").update(firstState).digest("hex") });
  });

  it("completes at the callback in the starting admin's session: redirected to the Connectors page, connected and listed", async () => {
    const login = (await getLogin(team.adminToken, loginId)).body;
    const back = await approve(login.authorizationUrl!);
    const response = await callback(back.search);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`/connectors\\?login=${loginId}$`));
    expect(oauth.grants).toEqual(["authorization_code"]);
    const connected = await getLogin(team.adminToken, loginId);
    expect(connected.body).toMatchObject({ status: "connected", lastError: null, authorizationUrl: null });
    expect(connected.body.tools.map((tool) => tool.name)).toContain("tracker.echo");
    const tokens = await sealedTokens(loginId);
    for (const answer of [connected, await getConnector(team.adminToken, connectorId)]) {
      expect(answer.text).not.toContain(tokens.access_token);
      expect(answer.text).not.toContain(tokens.refresh_token!);
    }
    const row = await prisma.connectorLogin.findUniqueOrThrow({ where: { id: loginId } });
    expect(row.sealedOauth).not.toContain(tokens.access_token);
    expect(row.oauthStateHash).toBeNull();
  });

  it("refuses the same state a second time, and a made-up one: JSON for clients, a page for browsers", async () => {
    const again = await read(await callback(`?code=whatever&state=${encodeURIComponent(firstState)}`));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { code: "not_found", message: expect.stringContaining("unknown or was already used") } });
    const madeUp = await read(await callback("?code=x&state=made-up"));
    expect(madeUp.text).toBe(again.text);
    expect((await read(await callback(""))).status).toBe(404);
    const page = await callback("?state=made-up", "text/html,application/xhtml+xml");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("unknown or was already used");
    expect((await getLogin(team.adminToken, loginId)).body.status).toBe("connected");
  });

  it("refreshes its access token when the server refuses it, and stays connected", async () => {
    const before = await sealedTokens(loginId);
    oauth.expireAccessTokens();
    const listed = await listNow(team.adminToken, loginId);
    expect(listed.body).toMatchObject({ status: "connected", lastError: null });
    expect(oauth.grants).toContain("refresh_token");
    expect((await sealedTokens(loginId)).access_token).not.toBe(before.access_token);
  });

  it("when its tokens are revoked: list now disconnects it; reconnect makes it pending with a new authorization URL", async () => {
    oauth.revokeAll();
    const refused = await listNow(team.adminToken, loginId);
    expect(refused.body.status).toBe("disconnected");
    expect(refused.body.lastError).toMatch(/\S/);
    expect(refused.body.tools.length).toBeGreaterThan(0);
    const again = await reconnect(team.adminToken, loginId);
    expect(again.body.status).toBe("pending");
    const state = new URL(again.body.authorizationUrl!).searchParams.get("state");
    expect(state).toBeTruthy();
    expect(state).not.toBe(firstState);
    const back = await approve(again.body.authorizationUrl!);
    expect((await callback(back.search)).status).toBe(303);
    expect((await getLogin(team.adminToken, loginId)).body.status).toBe("connected");
  });

  it("a sign-in the authorization server refused returns to the Connectors page with the error, and stays pending", async () => {
    oauth.revokeAll();
    const pending = (await reconnect(team.adminToken, loginId)).body;
    expect(pending.status).toBe("pending");
    const state = new URL(pending.authorizationUrl!).searchParams.get("state")!;
    const response = await callback(`?error=access_denied&state=${encodeURIComponent(state)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`/connectors\\?login=${loginId}&error=access_denied$`));
    const after = (await getLogin(team.adminToken, loginId)).body;
    expect(after).toMatchObject({ status: "pending", authorizationUrl: null });
    expect(after.lastError).toContain("access_denied");
  });
});

describe("an expired sign-in", () => {
  it("is refused at the callback, ended, and says so on the login; reconnect starts a fresh one", async () => {
    const made = await createConnector(team.adminToken, { name: "expiring", transport: { type: "http", url: oauth.url }, auth: { type: "oauth" } });
    const login = (await createLogin(team.adminToken, made.body.id, { scope: "organisation" })).body;
    expect(login.status).toBe("pending");
    const back = await approve(login.authorizationUrl!);
    await prisma.connectorLogin.update({ where: { id: login.id }, data: { oauthExpiresAt: new Date(Date.now() - 1000) } });
    const grantsBefore = oauth.grants.length;
    const response = await callback(back.search);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`/connectors\\?login=${login.id}&error=sign_in_expired$`));
    expect(oauth.grants).toHaveLength(grantsBefore);
    const after = (await getLogin(team.adminToken, login.id)).body;
    expect(after).toMatchObject({ status: "pending", authorizationUrl: null });
    expect(after.lastError).toContain("The sign-in expired (a sign-in can be completed for 10 minutes after it starts)");
    expect((await read(await callback(back.search))).status).toBe(404);
    const fresh = (await reconnect(team.adminToken, login.id)).body;
    const again = await approve(fresh.authorizationUrl!);
    expect((await callback(again.search)).status).toBe(303);
    expect((await getLogin(team.adminToken, login.id)).body.status).toBe("connected");
  });
});

describe("the callback's address", () => {
  it("is TOLLGATE_PUBLIC_URL's, and the sign-in returns the browser to that host's Connectors page", async () => {
    vi.stubEnv("TOLLGATE_PUBLIC_URL", "https://tollgate.example.org/");
    try {
      const made = await createConnector(team.adminToken, { name: "public", transport: { type: "http", url: oauth.url }, auth: { type: "oauth" } });
      const login = (await createLogin(team.adminToken, made.body.id, { scope: "organisation" })).body;
      expect(new URL(login.authorizationUrl!).searchParams.get("redirect_uri")).toBe("https://tollgate.example.org/v1/connectors/oauth/callback");
      const back = await approve(login.authorizationUrl!);
      expect(back.origin).toBe("https://tollgate.example.org");
      const response = await callback(back.search);
      expect(response.headers.get("location")).toBe(`https://tollgate.example.org/connectors?login=${login.id}`);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("is http://<HOST>:<PORT> when TOLLGATE_PUBLIC_URL is unset (127.0.0.1 for a wildcard HOST)", () => {
    try {
      vi.stubEnv("TOLLGATE_PUBLIC_URL", "");
      vi.stubEnv("HOST", "0.0.0.0");
      vi.stubEnv("PORT", "4123");
      expect(oauthRedirectUrl()).toBe("http://127.0.0.1:4123/v1/connectors/oauth/callback");
      vi.stubEnv("HOST", "tollgate.internal");
      expect(oauthRedirectUrl()).toBe("http://tollgate.internal:4123/v1/connectors/oauth/callback");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

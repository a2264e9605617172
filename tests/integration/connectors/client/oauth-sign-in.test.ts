// A login's OAuth sign-in against a loopback authorization server (tests/support/mcp/loopback-oauth-server.ts):
// dynamic registration, a client ID metadata document, a configured client id; PKCE; then the pool calls
// with the tokens, and a 401 on an expired access token is refreshed by the SDK.

import { afterEach, describe, expect, it } from "vitest";
import { createConnectorPool } from "@/lib/connectors/connector-pool";
import { ConnectorError } from "@/lib/connectors/connector-error";
import { completeAuthorization, createLoginOAuthProvider, memoryOAuthStateStore, startAuthorization } from "@/lib/connectors/oauth";
import { egressFetchFromEnvironment } from "@/lib/egress/egress-from-environment";
import { startLoopbackOAuthServer, type LoopbackOAuthServer, type LoopbackOAuthServerOptions } from "@/tests/support/mcp/loopback-oauth-server";
import { readSettings } from "@/lib/settings/read-settings";

const REDIRECT = "http://127.0.0.1:9/callback";
const fetch = egressFetchFromEnvironment("connector", {});
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function oauthServer(options: LoopbackOAuthServerOptions = {}): Promise<LoopbackOAuthServer> {
  const server = await startLoopbackOAuthServer(options);
  cleanups.push(() => server.close());
  return server;
}

/** The authorization server approves without a person: its 302 carries the code and the state. */
async function approve(authorizationUrl: string): Promise<{ code: string; state: string }> {
  const response = await globalThis.fetch(authorizationUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
  return { code: location.searchParams.get("code")!, state: location.searchParams.get("state")! };
}

async function signIn(server: LoopbackOAuthServer, extra: { clientId?: string; clientMetadataUrl?: string } = {}) {
  const store = memoryOAuthStateStore();
  const urls: string[] = [];
  const provider = createLoginOAuthProvider({ redirectUrl: REDIRECT, clientName: "Tollgate test", store, onAuthorizationUrl: (url) => void urls.push(url.toString()), ...extra });
  const start = await startAuthorization({ serverUrl: server.url, provider, fetch });
  if (start.kind !== "redirect") throw new Error("expected a redirect");
  expect(urls).toEqual([start.authorizationUrl]);
  const { code, state } = await approve(start.authorizationUrl);
  expect(state).toBe(start.state);
  await completeAuthorization({ serverUrl: server.url, provider, code, state, expectedState: start.state, fetch });
  return { provider, store, start };
}

describe("connector OAuth sign-in", () => {
  it("registers dynamically, signs in with PKCE, calls, and refreshes an expired access token", async () => {
    const server = await oauthServer();
    const { provider, store, start } = await signIn(server);
    expect(server.registrations).toHaveLength(1);
    const asked = new URL(start.authorizationUrl).searchParams;
    expect(asked.get("code_challenge_method")).toBe("S256");
    expect(asked.get("resource")).toBe(server.url);
    expect(store.current().tokens?.refresh_token).toBeDefined();

    const pool = createConnectorPool({ settings: readSettings({}) });
    cleanups.push(() => pool.close());
    const target = { key: "oauth-login", transport: { type: "http" as const, url: server.url, headers: {} }, authProvider: provider };
    expect((await pool.call(target, "echo", { text: "signed in" }, { timeoutMs: 10_000 })).text).toBe("signed in");

    const firstAccess = store.current().tokens?.access_token;
    server.expireAccessTokens();
    expect((await pool.call(target, "echo", { text: "refreshed" }, { timeoutMs: 10_000 })).text).toBe("refreshed");
    expect(server.grants).toEqual(["authorization_code", "refresh_token"]);
    expect(store.current().tokens?.access_token).not.toBe(firstAccess);
  });

  it("answers authorized at once when stored tokens still work", async () => {
    const server = await oauthServer();
    const { provider } = await signIn(server);
    expect(await startAuthorization({ serverUrl: server.url, provider, fetch })).toEqual({ kind: "authorized" });
  });

  it("fails a call unauthorized once every token is revoked", async () => {
    const server = await oauthServer();
    const { provider } = await signIn(server);
    const pool = createConnectorPool({ settings: readSettings({}) });
    cleanups.push(() => pool.close());
    server.revokeAll();
    const target = { key: "oauth-revoked", transport: { type: "http" as const, url: server.url, headers: {} }, authProvider: provider };
    const error = await pool.list(target).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("unauthorized");
  });

  it("uses a client ID metadata document when the server supports it, registering nothing", async () => {
    const documentUrl = "https://tollgate.example/oauth/client.json";
    const server = await oauthServer({ clientMetadataDocuments: { [documentUrl]: { redirect_uris: [REDIRECT] } } });
    const { start } = await signIn(server, { clientMetadataUrl: documentUrl });
    expect(new URL(start.authorizationUrl).searchParams.get("client_id")).toBe(documentUrl);
    expect(server.registrations).toEqual([]);
  });

  it("uses a client id the admin configured", async () => {
    const server = await oauthServer({ clients: [{ clientId: "configured-client" }], noRegistration: true });
    const { start } = await signIn(server, { clientId: "configured-client" });
    expect(new URL(start.authorizationUrl).searchParams.get("client_id")).toBe("configured-client");
  });

  it("refuses a callback whose state is not the sign-in's", async () => {
    const server = await oauthServer();
    const store = memoryOAuthStateStore();
    const provider = createLoginOAuthProvider({ redirectUrl: REDIRECT, clientName: "Tollgate test", store, onAuthorizationUrl: () => {} });
    const start = await startAuthorization({ serverUrl: server.url, provider, fetch });
    if (start.kind !== "redirect") throw new Error("expected a redirect");
    const { code } = await approve(start.authorizationUrl);
    const error = await completeAuthorization({ serverUrl: server.url, provider, code, state: "forged", expectedState: start.state, fetch }).catch((reason: unknown) => reason);
    expect((error as ConnectorError).code).toBe("unauthorized");
  });
});

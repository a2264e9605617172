// An OAuth 2.1 authorization server and an MCP resource server that requires its tokens, both on
// 127.0.0.1 (STYLE.md, Tests: real parts). Written by hand rather than with the SDK's express router so a
// test can expire or revoke tokens at will (no timed assertions) and serve client ID metadata documents.
//
// - the MCP server (fixture tools) at `<mcp>/mcp`, 401 + `WWW-Authenticate: Bearer resource_metadata=…`
// - protected resource metadata (RFC 9728) at `<mcp>/.well-known/oauth-protected-resource[/mcp]`
// - authorization server metadata (RFC 8414) at `<issuer>/.well-known/oauth-authorization-server`
// - dynamic client registration (RFC 7591) at `<issuer>/register`
// - client ID metadata documents: a `client_id` that is an http(s) URL is fetched and must name itself
// - `<issuer>/authorize` approves without a person: 302 to `redirect_uri` with `code` and `state`
// - `<issuer>/token`: authorization_code (PKCE S256 verified) and refresh_token grants

import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { startLoopbackMcpServer, type LoopbackMcpServer } from "./loopback-mcp-server";

export type LoopbackOAuthServerOptions = {
  /** Access tokens' lifetime as announced in `expires_in` (the server also stops accepting them after it). */
  accessTokenSeconds?: number;
  /** Clients known without registration (a preconfigured client id, with or without a secret). */
  clients?: { clientId: string; clientSecret?: string; redirectUris?: string[] }[];
  /** Scopes announced in the metadata. */
  scopes?: string[];
  /** Turns dynamic registration off (the metadata has no `registration_endpoint`). */
  noRegistration?: boolean;
  /**
   * Client ID metadata documents known without fetching them, by their URL (the SDK only sends an https
   * `client_id`, which a loopback test cannot serve with a trusted certificate).
   */
  clientMetadataDocuments?: Record<string, { redirect_uris: string[]; client_name?: string }>;
};

type Client = { clientId: string; clientSecret?: string; redirectUris: string[] | "any"; name?: string };
type Code = { clientId: string; redirectUri: string; challenge: string; scope?: string; resource?: string };
type Token = { clientId: string; expiresAt: number };

export type LoopbackOAuthServer = {
  /** The protected MCP endpoint. */
  url: string;
  issuer: string;
  mcp: LoopbackMcpServer;
  /** Every token endpoint request's grant type, in order ("authorization_code", "refresh_token"). */
  grants: string[];
  /** The client ids that were registered dynamically. */
  registrations: string[];
  /** Every authorize request's query parameters. */
  authorizations: Record<string, string>[];
  /** Makes every access token invalid (refresh tokens still work): the next request gets 401 and refreshes. */
  expireAccessTokens(): void;
  /** Makes every access and refresh token invalid: the client must sign in again. */
  revokeAll(): void;
  close(): Promise<void>;
};

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export async function startLoopbackOAuthServer(options: LoopbackOAuthServerOptions = {}): Promise<LoopbackOAuthServer> {
  const clients = new Map<string, Client>();
  for (const client of options.clients ?? []) {
    clients.set(client.clientId, { ...client, redirectUris: client.redirectUris ?? "any" });
  }
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const grants: string[] = [];
  const registrations: string[] = [];
  const authorizations: Record<string, string>[] = [];
  const lifetime = options.accessTokenSeconds ?? 3600;
  let issuer = "";
  let mcpOrigin = "";

  async function clientOf(clientId: string): Promise<Client | undefined> {
    const known = clients.get(clientId);
    if (known) return known;
    if (!/^https?:\/\//.test(clientId)) return undefined;
    const preloaded = options.clientMetadataDocuments?.[clientId];
    if (preloaded) return { clientId, redirectUris: preloaded.redirect_uris, name: preloaded.client_name };
    // A client ID metadata document: the client id is the URL of its metadata, which must name itself.
    try {
      const response = await fetch(clientId, { redirect: "error" });
      if (!response.ok) return undefined;
      const document = (await response.json()) as { client_id?: string; redirect_uris?: string[]; client_name?: string };
      if (document.client_id !== clientId || !Array.isArray(document.redirect_uris)) return undefined;
      return { clientId, redirectUris: document.redirect_uris, name: document.client_name };
    } catch {
      return undefined;
    }
  }

  function issueTokens(clientId: string, scope: string | undefined) {
    const access = randomUUID();
    const refresh = randomUUID();
    accessTokens.set(access, { clientId, expiresAt: Date.now() + lifetime * 1000 });
    refreshTokens.set(refresh, { clientId, expiresAt: Number.POSITIVE_INFINITY });
    return {
      access_token: access,
      token_type: "Bearer",
      expires_in: lifetime,
      refresh_token: refresh,
      ...(scope ? { scope } : {}),
    };
  }

  function authenticatedClientId(request: IncomingMessage, form: URLSearchParams): { clientId?: string; secret?: string } {
    const header = request.headers.authorization;
    if (typeof header === "string" && header.startsWith("Basic ")) {
      const [id, secret] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
      return { clientId: decodeURIComponent(id ?? ""), secret: decodeURIComponent(secret ?? "") };
    }
    return { clientId: form.get("client_id") ?? undefined, secret: form.get("client_secret") ?? undefined };
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const grant = form.get("grant_type") ?? "";
    grants.push(grant);
    const { clientId, secret } = authenticatedClientId(request, form);
    const client = clientId === undefined ? undefined : await clientOf(clientId);
    if (!client) return json(response, 401, { error: "invalid_client" });
    if (client.clientSecret !== undefined && client.clientSecret !== secret) {
      return json(response, 401, { error: "invalid_client" });
    }
    if (grant === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!code || code.clientId !== client.clientId) return json(response, 400, { error: "invalid_grant" });
      if (form.get("redirect_uri") !== null && form.get("redirect_uri") !== code.redirectUri) {
        return json(response, 400, { error: "invalid_grant", error_description: "redirect_uri differs" });
      }
      const verifier = form.get("code_verifier");
      if (verifier === null || s256(verifier) !== code.challenge) {
        return json(response, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      }
      return json(response, 200, issueTokens(client.clientId, code.scope));
    }
    if (grant === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      const known = refreshTokens.get(refresh);
      if (!known || known.clientId !== client.clientId) return json(response, 400, { error: "invalid_grant" });
      refreshTokens.delete(refresh);
      return json(response, 200, issueTokens(client.clientId, undefined));
    }
    return json(response, 400, { error: "unsupported_grant_type" });
  }

  async function authorize(url: URL, response: ServerResponse) {
    const params = Object.fromEntries(url.searchParams);
    authorizations.push(params);
    const client = await clientOf(params.client_id ?? "");
    if (!client) return json(response, 400, { error: "invalid_client" });
    const redirectUri = params.redirect_uri ?? "";
    if (client.redirectUris !== "any" && !client.redirectUris.includes(redirectUri)) {
      return json(response, 400, { error: "invalid_request", error_description: "unregistered redirect_uri" });
    }
    if (params.response_type !== "code") return json(response, 400, { error: "unsupported_response_type" });
    if (params.code_challenge_method !== "S256" || !params.code_challenge) {
      return json(response, 400, { error: "invalid_request", error_description: "PKCE S256 required" });
    }
    const code = randomUUID();
    codes.set(code, {
      clientId: client.clientId,
      redirectUri,
      challenge: params.code_challenge,
      scope: params.scope,
      resource: params.resource,
    });
    const target = new URL(redirectUri);
    target.searchParams.set("code", code);
    if (params.state !== undefined) target.searchParams.set("state", params.state);
    response.writeHead(302, { location: target.toString() }).end();
  }

  async function register(request: IncomingMessage, response: ServerResponse) {
    let metadata: Record<string, unknown>;
    try {
      metadata = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return json(response, 400, { error: "invalid_client_metadata" });
    }
    const redirectUris = metadata.redirect_uris;
    if (!Array.isArray(redirectUris) || redirectUris.some((uri) => typeof uri !== "string")) {
      return json(response, 400, { error: "invalid_redirect_uri" });
    }
    const clientId = `dyn-${randomUUID()}`;
    const method = typeof metadata.token_endpoint_auth_method === "string" ? metadata.token_endpoint_auth_method : "none";
    const clientSecret = method === "none" ? undefined : randomUUID();
    clients.set(clientId, { clientId, clientSecret, redirectUris: redirectUris as string[] });
    registrations.push(clientId);
    return json(response, 201, {
      ...metadata,
      client_id: clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      token_endpoint_auth_method: method,
      ...(clientSecret === undefined ? {} : { client_secret: clientSecret, client_secret_expires_at: 0 }),
    });
  }

  const authServer = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const route = `${request.method} ${url.pathname}`;
    const work = (async () => {
      if (route === "GET /.well-known/oauth-authorization-server") {
        return json(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          ...(options.noRegistration ? {} : { registration_endpoint: `${issuer}/register` }),
          response_types_supported: ["code"],
          grant_types_supported: ["authorization_code", "refresh_token"],
          code_challenge_methods_supported: ["S256"],
          token_endpoint_auth_methods_supported: ["none", "client_secret_post", "client_secret_basic"],
          client_id_metadata_document_supported: true,
          ...(options.scopes ? { scopes_supported: options.scopes } : {}),
        });
      }
      if (route === "GET /authorize") return authorize(url, response);
      if (route === "POST /token") return token(request, response);
      if (route === "POST /register" && !options.noRegistration) return register(request, response);
      return json(response, 404, { error: "not_found" });
    })();
    work.catch(() => {
      if (!response.headersSent) json(response, 500, { error: "server_error" });
    });
  });
  await new Promise<void>((resolve) => authServer.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`;

  const mcp = await startLoopbackMcpServer({
    verifyBearer(token) {
      const known = token === undefined ? undefined : accessTokens.get(token);
      return known !== undefined && known.expiresAt > Date.now();
    },
    resourceMetadataUrl: () => `${mcpOrigin}/.well-known/oauth-protected-resource/mcp`,
    routes(request, response, url) {
      if (request.method !== "GET" || !url.pathname.startsWith("/.well-known/oauth-protected-resource")) return false;
      json(response, 200, {
        resource: `${mcpOrigin}/mcp`,
        authorization_servers: [issuer],
        bearer_methods_supported: ["header"],
        ...(options.scopes ? { scopes_supported: options.scopes } : {}),
      });
      return true;
    },
  });
  mcpOrigin = new URL(mcp.url).origin;

  return {
    url: mcp.url,
    issuer,
    mcp,
    grants,
    registrations,
    authorizations,
    expireAccessTokens: () => accessTokens.clear(),
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    async close() {
      await mcp.close();
      authServer.closeAllConnections();
      await new Promise<void>((resolve) => authServer.close(() => resolve()));
    },
  };
}

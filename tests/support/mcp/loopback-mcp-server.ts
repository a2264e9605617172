// An MCP server faked for real (STYLE.md, Tests): the SDK's server over streamable HTTP on 127.0.0.1,
// with stateful sessions (so list_changed notifications reach the client on its GET stream). The tools
// are fixture-tools.ts's; `crash` destroys the session's sockets.

import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { FixtureTools, type FixtureToolsOptions, type ReceivedCall } from "./fixture-tools";

export type LoopbackMcpServerOptions = FixtureToolsOptions & {
  /** Requests without `Authorization: Bearer <token>` are answered 401. */
  requireBearer?: string;
  /** Path of the MCP endpoint; `/mcp` unless told. */
  path?: string;
  /**
   * Checks a request's bearer token instead of `requireBearer` (the OAuth fixture uses it); answering
   * false gives 401 with `WWW-Authenticate` naming `resourceMetadataUrl`.
   */
  verifyBearer?: (token: string | undefined) => boolean;
  resourceMetadataUrl?: () => string;
  /** Answers other paths first (no bearer needed), e.g. protected resource metadata; true when handled. */
  routes?: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;
};

export type LoopbackMcpServer = {
  /** The MCP endpoint, e.g. `http://127.0.0.1:41234/mcp`. */
  url: string;
  received: ReceivedCall[];
  /** Every HTTP request seen (method, path, headers), including refused ones. */
  requests: { method: string; path: string; headers: Record<string, string | string[] | undefined> }[];
  setFailListing(fail: boolean): void;
  addTool(name: string): Promise<void>;
  /** Open sessions' ids. */
  sessions(): string[];
  /** Forgets every session: the next request with an old session id gets 404 (an expired session). */
  expireSessions(): Promise<void>;
  close(): Promise<void>;
};

type Session = { transport: StreamableHTTPServerTransport; sockets: Set<Socket> };

export async function startLoopbackMcpServer(options: LoopbackMcpServerOptions = {}): Promise<LoopbackMcpServer> {
  const tools = new FixtureTools(options);
  const sessions = new Map<string, Session>();
  const requests: LoopbackMcpServer["requests"] = [];
  const path = options.path ?? "/mcp";

  function crash(sessionId: string | undefined) {
    const session = sessionId === undefined ? undefined : sessions.get(sessionId);
    if (sessionId !== undefined) sessions.delete(sessionId);
    for (const socket of session?.sockets ?? []) socket.destroy();
  }

  function authorized(request: IncomingMessage): boolean {
    const header = request.headers.authorization;
    const token = typeof header === "string" && header.startsWith("Bearer ") ? header.slice(7) : undefined;
    if (options.verifyBearer) return options.verifyBearer(token);
    if (options.requireBearer !== undefined) return token === options.requireBearer;
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    requests.push({ method: request.method ?? "", path: url.pathname, headers: { ...request.headers } });
    if (options.routes?.(request, response, url)) return;
    if (url.pathname !== path) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not found" }));
      return;
    }
    if (!authorized(request)) {
      const metadata = options.resourceMetadataUrl?.();
      response
        .writeHead(401, {
          "content-type": "application/json",
          "www-authenticate": metadata === undefined ? "Bearer" : `Bearer resource_metadata="${metadata}"`,
        })
        .end(JSON.stringify({ error: "invalid_token" }));
      return;
    }
    const sessionHeader = request.headers["mcp-session-id"];
    const sessionId = typeof sessionHeader === "string" ? sessionHeader : undefined;
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      if (!session) {
        response
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null }));
        return;
      }
      session.sockets.add(request.socket);
      await session.transport.handleRequest(request, response);
      return;
    }
    if (request.method !== "POST") {
      response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "no session" }));
      return;
    }
    // No session id: an initialize request opens a session (the transport refuses anything else).
    const sockets = new Set<Socket>([request.socket]);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, sockets });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    const server = tools.createServer({ crash });
    await server.connect(transport);
    await transport.handleRequest(request, response);
  }

  const http = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    received: tools.received,
    requests,
    setFailListing: (fail) => tools.setFailListing(fail),
    addTool: (name) => tools.addTool(name),
    sessions: () => [...sessions.keys()],
    async expireSessions() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((session) => session.transport.close().catch(() => {})));
    },
    async close() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((session) => session.transport.close().catch(() => {})));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

import "server-only";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { AppError } from "@/lib/contracts/api-error";
import { INTERNAL_ERROR_MESSAGE } from "./error-response";
import { checkAtEdge, type EdgeVerdict } from "./edge-checks";
import { securityHeaders } from "./security-headers";

// The HTTP front of `npm start` (scripts/serve.ts): a plain Node server that owns what Next cannot answer
// in the contract's JSON (issue 8, items 6, 9 and 12) and hands everything else to Next's own handler.
//   - security headers on every response, Next's and ours;
//   - a Content-Length over TOLLGATE_MAX_BODY_BYTES is refused before a byte is read (chunked bodies are
//     counted by the routes' body reader);
//   - a path whose percent-encoding does not decode, and a method outside the allow-list (TRACE), are
//     refused before Next answers them with a plain-text 500;
//   - a /v1 path ending in a slash or holding a dot segment (`/v1/`, `/v1/%2e%2e/…`) is the API's JSON 404,
//     never Next's 308 or the HTML of the page it resolves to (issue 16, item 7).

export type EdgeOptions = {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;
  dev: boolean;
  maxBodyBytes: number;
  log?: (message: string, error?: unknown) => void;
};

// A refused body is still read and thrown away, up to this much, so the client sees our answer rather than
// a reset connection; past it the connection is cut.
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

function sendError(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

function discardBody(request: IncomingMessage): void {
  let discarded = 0;
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_LIMIT_BYTES) request.socket.destroy();
  });
  request.on("error", () => undefined);
}

function refuse(request: IncomingMessage, response: ServerResponse, verdict: Extract<EdgeVerdict, { verdict: "refuse" }>): void {
  // The answer goes out at once; the body is read on and thrown away (never buffered), so the connection stays
  // in step and the client that is still sending reads our 413 instead of a broken pipe. `Connection: close`
  // here would end the socket under a client still writing its body (EPIPE, seen on a loaded machine).
  discardBody(request);
  sendError(response, verdict.error.status, verdict.error.toBody(), verdict.headers);
}

function verdictOf(request: IncomingMessage, limit: number): EdgeVerdict {
  return checkAtEdge({ method: request.method ?? "", url: request.url ?? "/", contentLength: request.headers["content-length"] }, limit);
}

export function createEdgeServer(options: EdgeOptions): Server {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ""));
  const headers = securityHeaders(options.dev);

  const pass = (request: IncomingMessage, response: ServerResponse) => {
    options.handle(request, response).catch((error: unknown) => {
      log(`Unhandled error in ${request.method} ${request.url}`, error);
      if (!response.headersSent) sendError(response, 500, new AppError("internal", INTERNAL_ERROR_MESSAGE).toBody());
      else response.destroy();
    });
  };

  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const verdict = verdictOf(request, options.maxBodyBytes);
    if (verdict.verdict === "refuse") refuse(request, response, verdict);
    else pass(request, response);
  });
  // `Expect: 100-continue` (curl sends it for large bodies): an oversized body is refused before it is sent.
  server.on("checkContinue", (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const verdict = verdictOf(request, options.maxBodyBytes);
    if (verdict.verdict === "refuse") return refuse(request, response, verdict);
    response.writeContinue();
    pass(request, response);
  });
  if (options.upgrade) {
    const upgrade = options.upgrade;
    server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      upgrade(request, socket, head).catch(() => socket.destroy());
    });
  }
  return server;
}

// A model provider faked for real (STYLE.md, Tests): an HTTP server on 127.0.0.1 speaking OpenAI Chat
// Completions (non-streaming JSON). It records each request and answers from a queue of replies.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type LoopbackToolCall = { id: string; name: string; arguments: string };

export type LoopbackReply =
  | { toolCalls: LoopbackToolCall[]; text?: string }
  | { text: string }
  | { status: number; body: unknown }
  /** Never answered: the request hangs, as a model that stalls while its caller dies. */
  | { hang: true };

export type RecordedRequest = { path: string; authorization: string | null; body: Record<string, unknown> };

export type LoopbackChatCompletions = {
  /** The base URL a client is given, ending in `/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  reply(...replies: LoopbackReply[]): void;
  close(): Promise<void>;
};

function completion(reply: Exclude<LoopbackReply, { status: number } | { hang: true }>, model: unknown, sequence: number) {
  const toolCalls = "toolCalls" in reply ? reply.toolCalls : [];
  return {
    id: `chatcmpl-loopback-${sequence}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: typeof model === "string" ? model : "loopback",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.text ?? null,
          ...(toolCalls.length === 0
            ? {}
            : {
                tool_calls: toolCalls.map((call) => ({
                  id: call.id,
                  type: "function",
                  function: { name: call.name, arguments: call.arguments },
                })),
              }),
        },
        finish_reason: toolCalls.length === 0 ? "stop" : "tool_calls",
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startLoopbackChatCompletions(replies: LoopbackReply[] = []): Promise<LoopbackChatCompletions> {
  const queue = [...replies];
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        requests.push({ path: request.url ?? "", authorization: request.headers.authorization ?? null, body });
        if (request.url !== "/v1/chat/completions") return send(response, 404, { error: { message: `no route ${request.url}` } });
        if (body.stream === true) return send(response, 400, { error: { message: "the loopback answers non-streaming requests only" } });
        const reply = queue.shift();
        if (reply === undefined) return send(response, 500, { error: { message: "the loopback has no reply queued" } });
        if ("hang" in reply) return;
        if ("status" in reply) return send(response, reply.status, reply.body);
        send(response, 200, completion(reply, body.model, requests.length));
      },
      (error: unknown) => send(response, 400, { error: { message: `unreadable request: ${String(error)}` } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...more) => queue.push(...more),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

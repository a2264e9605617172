// The connector egress fetch with two guards a streamable-HTTP connection needs and the SDK lacks: one
// message larger than CONNECTOR_MAX_MESSAGE_BYTES (a JSON body, or one event of an event stream) is cut
// and reported, so a flooding server costs the call `output_too_large` instead of the worker's memory;
// and a request's event stream that breaks before its end (the server died mid-call) is reported, so the
// call fails at once instead of waiting for its timeout.

import type { EgressFetch } from "@/lib/egress/egress-fetch";
import { ConnectorError } from "./connector-error";

export type GuardEvents = {
  onTooLarge(): void;
  /** A POST's response stream failed while nobody had aborted it. */
  onStreamBroken(): void;
};

/** Bytes since the last blank line (an event's end) of an event stream, carried across chunks. */
function eventCounter() {
  let since = 0;
  let tail = Buffer.alloc(0);
  return (chunk: Uint8Array): number => {
    // The last 3 bytes of the previous chunk: a boundary may straddle two chunks.
    const combined = Buffer.concat([tail, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)]);
    const lf = combined.lastIndexOf("\n\n");
    const crlf = combined.lastIndexOf("\r\n\r\n");
    const end = Math.max(lf === -1 ? -1 : lf + 2, crlf === -1 ? -1 : crlf + 4);
    since = end === -1 ? since + chunk.byteLength : combined.length - end;
    tail = combined.subarray(Math.max(0, combined.length - 3));
    return since;
  };
}

function guardedBody(
  body: ReadableStream<Uint8Array>,
  options: { eventStream: boolean; maxBytes: number; post: boolean; signal?: AbortSignal | null },
  events: GuardEvents,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const count = options.eventStream ? eventCounter() : (() => {
    let total = 0;
    return (chunk: Uint8Array) => (total += chunk.byteLength);
  })();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (options.post && !options.signal?.aborted) events.onStreamBroken();
        controller.error(error);
        return;
      }
      if (read.done) return controller.close();
      if (count(read.value) > options.maxBytes) {
        events.onTooLarge();
        await reader.cancel().catch(() => undefined);
        controller.error(new ConnectorError("output_too_large", `The server sent a message larger than ${options.maxBytes} bytes.`));
        return;
      }
      controller.enqueue(read.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export function guardedConnectorFetch(fetch: EgressFetch, maxBytes: number, events: GuardEvents): EgressFetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (response.body === null) return response;
    const type = response.headers.get("content-type") ?? "";
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const body = guardedBody(
      response.body,
      { eventStream: type.includes("text/event-stream"), maxBytes, post: method === "POST", signal: init?.signal },
      events,
    );
    const guarded = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    Object.defineProperty(guarded, "url", { value: response.url });
    return guarded;
  };
}

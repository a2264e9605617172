// CONNECTOR_MAX_MESSAGE_BYTES over HTTP: one message (a JSON body, or one event of an event stream) larger
// than the limit is cut and reported; a long stream of small events is not.

import { describe, expect, it } from "vitest";
import { guardedConnectorFetch } from "@/lib/connectors/guarded-fetch";
import type { EgressFetch } from "@/lib/egress/egress-fetch";

function answering(chunks: string[], type: string): EgressFetch {
  return async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { "content-type": type } },
    );
}

function guarded(fetch: EgressFetch, maxBytes: number) {
  const events = { tooLarge: 0, broken: 0 };
  const guardedFetch = guardedConnectorFetch(fetch, maxBytes, { onTooLarge: () => events.tooLarge++, onStreamBroken: () => events.broken++ });
  return { events, fetch: guardedFetch };
}

describe("guardedConnectorFetch", () => {
  it("passes many small events whose total exceeds the limit", async () => {
    const event = `data: ${"x".repeat(40)}\n\n`;
    const { events, fetch } = guarded(answering(Array.from({ length: 10 }, () => event), "text/event-stream"), 100);
    expect(await (await fetch("http://mcp.test/")).text()).toBe(event.repeat(10));
    expect(events.tooLarge).toBe(0);
  });

  it("cuts one event larger than the limit, even split across chunks", async () => {
    const { events, fetch } = guarded(answering(["data: ", "y".repeat(60), "y".repeat(60), "\n\n"], "text/event-stream"), 100);
    await expect((await fetch("http://mcp.test/")).text()).rejects.toThrow(/larger than 100 bytes/);
    expect(events.tooLarge).toBe(1);
  });

  it("counts an event boundary that straddles two chunks", async () => {
    const { events, fetch } = guarded(answering([`data: ${"a".repeat(80)}\n`, `\ndata: ${"b".repeat(80)}\n\n`], "text/event-stream"), 100);
    await (await fetch("http://mcp.test/")).text();
    expect(events.tooLarge).toBe(0);
  });

  it("bounds a JSON body as a whole", async () => {
    const { events, fetch } = guarded(answering(["[", "1,".repeat(100), "1]"], "application/json"), 100);
    await expect((await fetch("http://mcp.test/")).json()).rejects.toThrow();
    expect(events.tooLarge).toBe(1);
  });

  it("reports a POST whose stream breaks, not a GET's", async () => {
    const breaking: EgressFetch = async () =>
      new Response(new ReadableStream({ pull: (controller) => controller.error(new Error("socket hang up")) }), { headers: { "content-type": "text/event-stream" } });
    const { events, fetch } = guarded(breaking, 100);
    await expect((await fetch("http://mcp.test/", { method: "POST" })).text()).rejects.toThrow();
    await expect((await fetch("http://mcp.test/")).text()).rejects.toThrow();
    expect(events.broken).toBe(1);
  });
});

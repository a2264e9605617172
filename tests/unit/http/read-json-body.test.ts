import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/server/http/read-json-body";

function request(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://local/v1/runs", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes; counts what the reader pulled. */
function endlessBody(size: number, chunks: number) {
  const pulled = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks >= chunks) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled };
}

describe("reading a JSON body", () => {
  it("refuses a body nested deeper than 64 levels with 400 invalid_json naming the limit, before parsing it", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    await expect(readJsonBody(request(deep))).rejects.toMatchObject({
      code: "invalid_json",
      status: 400,
      message: "The request body nests deeper than 64 levels (TOLLGATE_JSON_MAX_DEPTH).",
    });
    // Not valid JSON past the limit either: the shape is measured first, so the limit is what the caller hears.
    await expect(readJsonBody(request("[".repeat(100) + "oops"))).rejects.toMatchObject({ code: "invalid_json", details: { limit: 64 } });
    expect(await readJsonBody(request("[".repeat(64) + "]".repeat(64)))).toBeInstanceOf(Array);
  });

  it("refuses a deep chunked body at its first chunks, reading no further (issue 16, item 7)", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x5b));
      },
    });
    await expect(readJsonBody(request(stream))).rejects.toMatchObject({ code: "invalid_json", details: { limit: 64 } });
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it("refuses more than 10000 keys and items in all with 413 naming the limit (issue 16, item 7)", async () => {
    const keys = `{${Array.from({ length: 10_001 }, (_, index) => `"k${index}": 1`).join(",")}}`;
    await expect(readJsonBody(request(keys))).rejects.toMatchObject({
      code: "payload_too_large",
      status: 413,
      message: "The request body holds more than 10000 keys and array items in all (TOLLGATE_JSON_MAX_ENTRIES).",
    });
    const fits = `{${Array.from({ length: 10_000 }, (_, index) => `"k${index}": 1`).join(",")}}`;
    expect(Object.keys((await readJsonBody(request(fits))) as object)).toHaveLength(10_000);
  });

  it("refuses a lone surrogate written as an escape, which PostgreSQL cannot store, naming the field", async () => {
    await expect(readJsonBody(request('{"input": "\\ud800"}'))).rejects.toMatchObject({ code: "invalid_request", details: { details: [{ path: "input" }] } });
    await expect(readJsonBody(request('{"input": "\\udc00x"}'))).rejects.toMatchObject({ code: "invalid_request" });
    await expect(readJsonBody(request('{"\\ud800": 1}'))).rejects.toMatchObject({ code: "invalid_request" });
    await expect(readJsonBody(request('[["a", "\\udfff"]]'))).rejects.toMatchObject({ code: "invalid_request" });
  });

  it("keeps the literal six characters \\ud800 after a backslash: the decoded text has no surrogate (issue 8, item 12)", async () => {
    expect(await readJsonBody(request('{"input": "\\\\ud800"}'))).toEqual({ input: "\\ud800" });
    expect(await readJsonBody(request('{"input": "C:\\\\udc00\\\\ud83d"}'))).toEqual({ input: "C:\\udc00\\ud83d" });
  });

  it("keeps a proper surrogate pair and ordinary nesting", async () => {
    expect(await readJsonBody(request('{"input": "\\ud83d\\ude00", "a": [[{"b": 1}]]}'))).toEqual({ input: "😀", a: [[{ b: 1 }]] });
  });

  it("refuses bytes that are not UTF-8 with 400 invalid_json", async () => {
    const latin1 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const body = new Request("http://local/v1/runs", { method: "POST", body: latin1, headers: { "content-type": "application/json" } });
    await expect(readJsonBody(body)).rejects.toMatchObject({ code: "invalid_json", message: "The request body is not UTF-8 text." });
  });
});

describe("the body limit (issue 8, item 6)", () => {
  it("refuses a Content-Length over the limit with 413 without reading a byte", async () => {
    const { stream, pulled } = endlessBody(1024, 1_000_000);
    const oversized = request(stream, { "content-type": "application/json", "content-length": "2048" });
    await expect(readJsonBody(oversized, 1024)).rejects.toMatchObject({ code: "payload_too_large", status: 413, details: { limit: 1024 } });
    expect(pulled.chunks).toBeLessThanOrEqual(1); // a stream may prefetch one chunk; nothing was read
  });

  it("stops a chunked body as soon as it passes the limit, however long it would go on", async () => {
    const { stream, pulled } = endlessBody(1000, 1_000_000);
    await expect(readJsonBody(request(stream), 4500)).rejects.toMatchObject({ code: "payload_too_large" });
    expect(pulled.chunks).toBeLessThanOrEqual(6);
  });

  it("reads a body of exactly the limit", async () => {
    const text = JSON.stringify({ input: "x".repeat(90) });
    expect(await readJsonBody(request(text), Buffer.byteLength(text))).toEqual({ input: "x".repeat(90) });
    await expect(readJsonBody(request(text), Buffer.byteLength(text) - 1)).rejects.toMatchObject({ code: "payload_too_large" });
  });

  it("counts bytes, not characters", async () => {
    const text = JSON.stringify({ input: "é".repeat(50) }); // 100 bytes of é
    await expect(readJsonBody(request(text), 80)).rejects.toMatchObject({ code: "payload_too_large" });
  });
});

describe("the media type (issue 8, item 9)", () => {
  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], [null]])(
    "refuses a JSON body sent as %s with 415 unsupported_media_type",
    async (type) => {
      const headers: Record<string, string> = type === null ? {} : { "content-type": type };
      const body = new Request("http://local/v1/agents", { method: "POST", body: new TextEncoder().encode('{"name":"x"}'), headers });
      await expect(readJsonBody(body)).rejects.toMatchObject({ code: "unsupported_media_type", status: 415 });
    },
  );

  it("accepts application/json with parameters, in any case", async () => {
    expect(await readJsonBody(request('{"a":1}', { "content-type": "Application/JSON; charset=utf-8" }))).toEqual({ a: 1 });
  });

  it("reads an empty body with no content type as {}", async () => {
    expect(await readJsonBody(new Request("http://local/v1/runs/r/cancel", { method: "POST" }))).toEqual({});
  });
});

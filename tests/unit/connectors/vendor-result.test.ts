// Issue 10, item 5: a call's result as Tollgate reads it, on result shapes the SDK's own schema accepts.

import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { vendorResultOf } from "@/lib/connectors/vendor-result";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A result as it arrives: parsed by the SDK's schema, so every shape here is one a server may send. */
function sdk(result: unknown) {
  return CallToolResultSchema.parse(result);
}

describe("vendorResultOf", () => {
  it("joins text parts with a newline and keeps isError", () => {
    expect(vendorResultOf(sdk({ content: [{ type: "text", text: "one" }, { type: "text", text: "two" }] }))).toEqual({ isError: false, text: "one\ntwo", media: [] });
    expect(vendorResultOf(sdk({ isError: true, content: [{ type: "text", text: "no such file" }] }))).toEqual({ isError: true, text: "no such file", media: [] });
  });

  it("writes structured content as JSON, once when a text part already is the same JSON", () => {
    const structured = { b: 1, a: [1, { c: "x" }] };
    expect(vendorResultOf(sdk({ content: [], structuredContent: structured })).text).toBe(JSON.stringify(structured));
    // Same JSON, other key order and spacing: not repeated.
    expect(vendorResultOf(sdk({ content: [{ type: "text", text: '{ "a": [1, {"c":"x"}], "b": 1 }' }], structuredContent: structured })).text).toBe('{ "a": [1, {"c":"x"}], "b": 1 }');
    expect(vendorResultOf(sdk({ content: [{ type: "text", text: "summary" }], structuredContent: { n: 2 } })).text).toBe('summary\n{"n":2}');
  });

  it("turns images and audio into media, decoded, with their mime type", () => {
    const result = vendorResultOf(
      sdk({
        content: [
          { type: "image", data: PNG, mimeType: "image/png" },
          { type: "audio", data: "AAEC", mimeType: "audio/wav" },
          { type: "text", text: "caption" },
        ],
      }),
    );
    expect(result.text).toBe("caption");
    expect(result.media).toEqual([
      { kind: "image", mimeType: "image/png", data: Buffer.from(PNG, "base64") },
      { kind: "audio", mimeType: "audio/wav", data: Buffer.from([0, 1, 2]) },
    ]);
  });

  it("names resource links, inlines embedded text resources and describes blobs", () => {
    const result = vendorResultOf(
      sdk({
        content: [
          { type: "resource_link", uri: "file:///r/a.pdf", name: "a.pdf", mimeType: "application/pdf" },
          { type: "resource_link", uri: "https://x.example/doc", name: "doc" },
          { type: "resource", resource: { uri: "file:///r/notes.txt", mimeType: "text/plain", text: "the notes" } },
          { type: "resource", resource: { uri: "file:///r/blob", blob: "AAECAw==" } },
        ],
      }),
    );
    expect(result.text.split("\n")).toEqual([
      "[resource link a.pdf: file:///r/a.pdf, application/pdf]",
      "[resource link doc: https://x.example/doc]",
      "the notes",
      "[resource file:///r/blob (application/octet-stream, 4 bytes)]",
    ]);
    expect(result.media).toEqual([]);
  });

  it("reads an empty result as empty text, and the legacy toolResult as structured content", () => {
    expect(vendorResultOf(sdk({ content: [] }))).toEqual({ isError: false, text: "", media: [] });
    expect(vendorResultOf({ toolResult: { ok: true } }).text).toBe('{"ok":true}');
  });
});

describe("structured content the text already carries", () => {
  it("is not added again when every value of it is in the text (server-filesystem's {content})", () => {
    const result = vendorResultOf({ content: [{ type: "text", text: "line one\nline two" }], structuredContent: { content: "line one\nline two" } });
    expect(result.text).toBe("line one\nline two");
  });

  it("is added when the text lacks some of it", () => {
    const result = vendorResultOf({ content: [{ type: "text", text: "Weather in Lyon" }], structuredContent: { city: "Lyon", temperature: 21.5 } });
    expect(result.text).toBe('Weather in Lyon\n{"city":"Lyon","temperature":21.5}');
  });
});

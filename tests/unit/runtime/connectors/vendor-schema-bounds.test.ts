// Issue 16, item 6: a vendor schema is measured before anything walks it, by a walk that cannot overflow.

import { describe, expect, it } from "vitest";
import { refusedToolsMessage, screenVendorTools } from "@/lib/runtime/catalog/screen-vendor-tools";
import {
  VENDOR_SCHEMA_MAX_BYTES,
  VENDOR_SCHEMA_MAX_DEPTH,
  VENDOR_SCHEMA_MAX_PROPERTIES,
  vendorSchemaBreach,
} from "@/lib/runtime/catalog/vendor-schema-bounds";
import { vendorTools, type VendorListedTool } from "@/lib/runtime/catalog/vendor-tools";
import { modelSchemaOf } from "@/lib/runtime/offer/model-schema";

function nested(levels: number): Record<string, unknown> {
  let inner: Record<string, unknown> = { type: "string" };
  for (let level = 0; level < levels; level++) inner = { type: "object", properties: { next: inner } };
  return inner;
}

const tool = (serverName: string, inputSchema: Record<string, unknown> = { type: "object" }): VendorListedTool => ({ serverName, description: "", inputSchema, annotations: {} });

describe("vendorSchemaBreach", () => {
  it("passes an ordinary schema, and one exactly at the depth bound", () => {
    expect(vendorSchemaBreach({ type: "object", properties: { a: { type: "array", items: { type: "string" } } }, required: ["a"] })).toBeNull();
    expect(vendorSchemaBreach(nested(Math.floor((VENDOR_SCHEMA_MAX_DEPTH - 1) / 2)))).toBeNull();
    expect(vendorSchemaBreach(nested(VENDOR_SCHEMA_MAX_DEPTH / 2))).toEqual({ bound: "depth", limit: VENDOR_SCHEMA_MAX_DEPTH });
  });

  it("measures a million levels without overflowing the stack (a recursive walk throws RangeError there)", () => {
    const deep = nested(1_000_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(vendorSchemaBreach(deep)).toEqual({ bound: "depth", limit: VENDOR_SCHEMA_MAX_DEPTH });
  });

  it("counts the schema's JSON bytes, and the entries of every properties map", () => {
    const justUnder = { type: "string", description: "x".repeat(VENDOR_SCHEMA_MAX_BYTES - 100) };
    expect(Buffer.byteLength(JSON.stringify(justUnder))).toBeLessThan(VENDOR_SCHEMA_MAX_BYTES);
    expect(vendorSchemaBreach(justUnder)).toBeNull();
    expect(vendorSchemaBreach({ ...justUnder, description: "é".repeat(VENDOR_SCHEMA_MAX_BYTES / 2) })).toEqual({ bound: "bytes", limit: VENDOR_SCHEMA_MAX_BYTES });
    const properties = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`p${index}`, {}]));
    expect(vendorSchemaBreach({ type: "object", properties: properties(VENDOR_SCHEMA_MAX_PROPERTIES) })).toBeNull();
    const split = { type: "object", properties: { a: { type: "object", properties: properties(VENDOR_SCHEMA_MAX_PROPERTIES) } } };
    expect(vendorSchemaBreach(split)).toEqual({ bound: "properties", limit: VENDOR_SCHEMA_MAX_PROPERTIES });
  });
});

describe("screenVendorTools", () => {
  it("refuses a schema past a bound, and the second of two tools the model would call by one name", () => {
    const screened = screenVendorTools([tool("a.b"), tool("deep", nested(5_000)), tool("a__b"), tool("move file!"), tool("move file?"), tool("ok")]);
    expect(screened.tools.map((listed) => listed.serverName)).toEqual(["a.b", "move file!", "ok"]);
    expect(screened.refused.map((refused) => refused.serverName)).toEqual(["deep", "a__b", "move file?"]);
    expect(refusedToolsMessage(screened.refused)).toMatch(/^3 tools were not offered: "deep": its input schema nests deeper than 64 levels; "a__b": its model name <connector>__a__b is already "a.b"'s/);
    expect(refusedToolsMessage([])).toBeNull();
  });

  it("is what vendorTools offers, so a stored list past the bounds never reaches the offer's rewrite", () => {
    const offered = vendorTools({ connector: "c", loginState: "on", settings: {}, tools: [tool("deep", nested(100_000)), tool("x.y"), tool("x__y")] });
    expect(offered.map((vendor) => vendor.definition.name)).toEqual(["c.x.y"]);
    expect(() => modelSchemaOf(nested(100_000) as never)).toThrow(RangeError);
  });
});

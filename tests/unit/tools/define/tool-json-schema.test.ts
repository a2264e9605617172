import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "@/lib/tools/define/define-tool";
import { orderSchemaKeys } from "@/lib/tools/define/order-schema-keys";
import { toolJsonSchema } from "@/lib/tools/define/tool-json-schema";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { unconnectedDependencies, toolContext } from "../unconnected-dependencies";

describe("toolJsonSchema", () => {
  it("derives a closed draft-07 object in the one key order, without zod's additions", () => {
    const schema = toolJsonSchema(
      z.strictObject({
        limit: z.int().min(1).max(50).default(20).describe("Most items."),
        count: z.int().describe("Any whole number."),
        headers: z.record(z.string(), z.string().describe("A header value.")).describe("Headers."),
        json: z.record(z.string(), z.unknown()).describe("Any object."),
        tags: z.array(z.string()).min(1).meta({ uniqueItems: true }).describe("Tags.").optional(),
        nested: z.strictObject({}).describe("Nothing inside."),
      }),
    );
    expect(JSON.stringify(schema)).toBe(
      JSON.stringify({
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: {
          limit: { type: "integer", minimum: 1, maximum: 50, default: 20, description: "Most items." },
          count: { type: "integer", description: "Any whole number." },
          headers: { type: "object", description: "Headers.", additionalProperties: { type: "string", description: "A header value." } },
          json: { type: "object", description: "Any object." },
          tags: { type: "array", minItems: 1, uniqueItems: true, items: { type: "string" }, description: "Tags." },
          nested: { type: "object", description: "Nothing inside.", properties: {}, required: [], additionalProperties: false },
        },
        required: ["count", "headers", "json", "nested"],
        additionalProperties: false,
      }),
    );
  });

  it("states a text format by its name alone, keeping only a pattern the tool wrote", () => {
    const schema = toolJsonSchema(
      z.strictObject({
        to: z.email().describe("An address."),
        until: z.iso.datetime({ offset: true }).describe("A time."),
        period: z.string().regex(/^\d{4}$/).describe("A year."),
      }),
    );
    expect(schema.properties).toEqual({
      to: { type: "string", format: "email", description: "An address." },
      until: { type: "string", format: "date-time", description: "A time." },
      period: { type: "string", pattern: "^\\d{4}$", description: "A year." },
    });
  });

  it("keeps the order of a tool's fields and ranks every other key", () => {
    const ordered = orderSchemaKeys({ description: "d", properties: { zeta: { description: "z", type: "string" }, alpha: { type: "integer" } }, type: "object" });
    expect(JSON.stringify(ordered)).toBe('{"type":"object","description":"d","properties":{"zeta":{"type":"string","description":"z"},"alpha":{"type":"integer"}}}');
  });
});

describe("defineTool", () => {
  const echo = defineTool({
    name: "test.echo",
    family: "Test",
    page: "Test tools",
    gate: "never",
    runCallable: true,
    description: "Echo.",
    access: "read",
    retry: "safe",
    errors: [],
    input: z.strictObject({ text: z.string(), times: z.int().min(1).default(2) }),
    async execute({ text, times }, context: ToolContext) {
      return `${context.tool}:${text.repeat(times)}`;
    },
  });

  it("hands execute the parsed, defaulted input and the call's context", async () => {
    const handler = echo.handlerFor?.(unconnectedDependencies());
    expect(await handler?.(toolContext({ tool: "test.echo" }), { text: "ab" })).toBe("test.echo:abab");
  });

  it("answers an input its schema refuses with the tool error invalid_input, naming the field", async () => {
    const handler = echo.handlerFor?.(unconnectedDependencies());
    const failure = await handler?.(toolContext(), { text: 3 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect((failure as ToolError).code).toBe("invalid_input");
    expect((failure as ToolError).message).toMatch(/^invalid_input: test\.echo could not read its input: .*text/);
  });

  it("is planned without an execute", () => {
    const planned = defineTool({ ...echo.definition, input: z.strictObject({}) });
    expect(planned.handlerFor).toBeUndefined();
    expect(planned.definition.inputSchema).toEqual({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {}, required: [], additionalProperties: false });
  });
});

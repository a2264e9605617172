import { describe, expect, it } from "vitest";
import { modelSchemaOf, omitLine } from "@/lib/runtime/offer/model-schema";

// Seed "tools in a run", Schemas: what the orchestrator changes before a schema reaches the model.

const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  additionalProperties: false,
  required: ["url", "when"],
  properties: {
    url: { type: "string", format: "uri", description: "Where." },
    when: { type: ["string", "null"], format: "date-time", description: "When, or null." },
    homepage: { type: "string", format: "uri", description: "Optional page." },
    label: { type: "string", description: "A label." },
    note: { type: "string", description: "Omit this when there is nothing to say." },
    count: { type: "integer", description: "How many." },
    contact: {
      type: "object",
      additionalProperties: false,
      required: ["email"],
      properties: { email: { type: "string", format: "email" }, site: { type: "string", format: "uri" } },
    },
    links: { type: "array", items: { type: "string", format: "uri" } },
  },
};

describe("schemas for the model", () => {
  const rewritten = modelSchemaOf(schema) as { properties: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  const properties = rewritten.properties;

  it("removes $schema and additionalProperties: false, nested objects included", () => {
    expect(rewritten.$schema).toBeUndefined();
    expect(rewritten.additionalProperties).toBeUndefined();
    expect((properties.contact as Record<string, unknown>).additionalProperties).toBeUndefined();
  });

  it("keeps format on a required, non-nullable property", () => {
    expect(properties.url.format).toBe("uri");
  });

  it("removes format from optional and nullable properties, nested objects and array items included", () => {
    expect(properties.when.format).toBeUndefined();
    expect(properties.homepage.format).toBeUndefined();
    const contact = properties.contact as { properties: Record<string, Record<string, unknown>> };
    expect(contact.properties.site.format).toBeUndefined();
    expect((properties.links.items as Record<string, unknown>).format).toBeUndefined();
  });

  it("adds the omit line to an optional string, once, and not where the description already says to omit it", () => {
    expect(omitLine).toBe("Optional. Omit this key when unused; do not pass an empty value.");
    expect(properties.label.description).toBe(`A label. ${omitLine}`);
    expect(properties.homepage.description).toBe(`Optional page. ${omitLine}`);
    expect(properties.note.description).toBe("Omit this when there is nothing to say.");
    expect(properties.url.description).toBe("Where.");
    expect(properties.count.description).toBe("How many.");
  });

  it("offers a pinned field only its pinned values", () => {
    const pinned = modelSchemaOf(schema, [{ field: "label", values: ["a", "b"], fatal: false }]) as { properties: Record<string, Record<string, unknown>> };
    expect(pinned.properties.label.enum).toEqual(["a", "b"]);
  });

  it("offers a pinned number as a number, so the pinned value itself passes the check", () => {
    const pinned = modelSchemaOf(schema, [{ field: "count", values: ["5"], fatal: false }]) as { properties: Record<string, Record<string, unknown>> };
    expect(pinned.properties.count.enum).toEqual([5]);
  });

  it("does not change the schema it was given", () => {
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.homepage.format).toBe("uri");
  });
});

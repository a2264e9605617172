import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { builtInCatalog, builtInTools } from "@/lib/tools/registry/built-in-tools";
import { JSON_SCHEMA_DRAFT_07 } from "@/lib/runtime/catalog/json-schema-draft";
import { modelNameOf, type JsonSchema } from "@/lib/runtime/catalog/tool-definition";

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type NestedSchema = { path: string; schema: JsonSchema; optional: boolean };

/** Every schema nested in `schema` (properties, items, map values), with a path naming it. */
function nestedSchemas(schema: JsonSchema, path: string, optional = false): NestedSchema[] {
  const found = [{ path, schema, optional }];
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isSchema(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isSchema(property)) found.push(...nestedSchemas(property, `${path}.${key}`, !required.includes(key)));
    }
  }
  if (isSchema(schema.items)) found.push(...nestedSchemas(schema.items, `${path}[]`, optional));
  if (isSchema(schema.additionalProperties)) {
    found.push(...nestedSchemas(schema.additionalProperties, `${path}{}`, true));
  }
  return found;
}

const toolNames = builtInTools.map((definition) => definition.name);

function validatorFor(name: string) {
  const definition = builtInCatalog.get(name);
  if (definition === undefined) throw new Error(`missing built-in tool ${name}`);
  return createAjv().compile(definition.inputSchema);
}

describe("built-in input schemas", () => {
  it.each(toolNames)("%s compiles with ajv", (name) => {
    expect(() => validatorFor(name)).not.toThrow();
  });

  it.each(toolNames)("%s uses only keywords ajv knows (strict mode catches a misspelt one)", (name) => {
    const strictAjv = new Ajv({ strict: true });
    addFormats(strictAjv);
    expect(() => strictAjv.compile(builtInCatalog.get(name)?.inputSchema ?? {})).not.toThrow();
  });

  it.each(toolNames)("%s takes a closed draft-07 object at the top", (name) => {
    const schema = builtInCatalog.get(name)?.inputSchema;
    expect(schema).toMatchObject({ $schema: JSON_SCHEMA_DRAFT_07, type: "object", additionalProperties: false });
  });

  it.each(toolNames)("%s describes every property and closes every object", (name) => {
    const schema = builtInCatalog.get(name)?.inputSchema ?? {};
    for (const { path, schema: nested } of nestedSchemas(schema, name)) {
      if (path !== name) expect(typeof nested.description, `${path} has a description`).toBe("string");
      if (isSchema(nested.properties)) {
        expect(nested.additionalProperties, `${path} is closed`).toBe(false);
        const required = Array.isArray(nested.required) ? nested.required : [];
        for (const key of required) expect(Object.keys(nested.properties), `${path} requires a property it has`).toContain(key);
      }
    }
  });

  it.each(toolNames)("%s is called by a model name without dots", (name) => {
    expect(modelNameOf(name)).not.toContain(".");
    expect(modelNameOf(name)).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });

  it("uses formats on some optional properties, for the offer layer to strip", () => {
    const optionalFormats = builtInTools.flatMap((definition) =>
      nestedSchemas(definition.inputSchema, definition.name).filter(({ schema, optional }) => optional && typeof schema.format === "string"),
    );
    expect(optionalFormats.map(({ schema }) => schema.format)).toEqual(
      expect.arrayContaining(["uri", "email", "date-time"]),
    );
  });

  const examples: { name: string; input: unknown; valid: boolean }[] = [
    { name: "workspace.read_file", input: { path: "src/a.ts" }, valid: true },
    { name: "workspace.read_file", input: { path: "src/a.ts", offset: 10, limit: 50 }, valid: true },
    { name: "workspace.read_file", input: {}, valid: false },
    { name: "workspace.read_file", input: { path: "a", extra: 1 }, valid: false },
    { name: "workspace.edit", input: { path: "a", edits: [{ oldText: "x", newText: "y" }] }, valid: true },
    { name: "workspace.edit", input: { path: "a", edits: [] }, valid: false },
    { name: "workspace.edit", input: { path: "a", edits: [{ oldText: "x" }] }, valid: false },
    { name: "os.ask_ceo", input: { question: "Ship it?", options: ["yes", "no"], context: "Tests pass." }, valid: true },
    { name: "os.ask_ceo", input: { options: ["yes", "no"] }, valid: false },
    { name: "os.set_execution_name", input: { name: "Triage" }, valid: true },
    { name: "os.add_execution_link", input: { url: "https://example.org/pr/1", label: "PR" }, valid: true },
    { name: "os.add_execution_link", input: { url: "not a url" }, valid: false },
    { name: "os.set_context", input: { key: "k", value: "v" }, valid: true },
    { name: "os.get_context", input: {}, valid: true },
    { name: "os.delete_context", input: {}, valid: false },
    { name: "memory.ask", input: { queries: ["a"] }, valid: true },
    { name: "memory.ask", input: { queries: [] }, valid: false },
    { name: "memory.ask", input: { queries: ["1", "2", "3", "4", "5", "6"] }, valid: false },
    { name: "memory.train", input: { layer: "team", content: "x", eventId: "sales:42" }, valid: true },
    { name: "memory.train", input: { layer: "galaxy", content: "x" }, valid: false },
    { name: "os.mail_send", input: { to: "a@x.org", subject: "Hi", body: "Hello" }, valid: true },
    { name: "os.mail_send", input: { to: "a@x.org", subject: "Hi" }, valid: false },
    { name: "os.mail_reply", input: { thread: "t1", body: "Thanks" }, valid: true },
    { name: "os.set_gate_summary", input: { summary: "Merges PR 7." }, valid: true },
    { name: "os.record_kpi_reading", input: { kpi: "k1", period: "2026-W48", value: 3 }, valid: true },
    { name: "os.record_kpi_reading", input: { kpi: "k1", period: "last week", value: 3 }, valid: false },
    { name: "web.request", input: { url: "https://example.org", method: "POST", json: { a: 1 } }, valid: true },
    { name: "web.request", input: { url: "https://example.org", method: "TRACE" }, valid: false },
    { name: "browser.scroll", input: {}, valid: true },
    { name: "os.kpi_board", input: { anything: true }, valid: false },
  ];
  it.each(examples)("$name accepts $input: $valid", ({ name, input, valid }) => {
    expect(validatorFor(name)(input)).toBe(valid);
  });
});

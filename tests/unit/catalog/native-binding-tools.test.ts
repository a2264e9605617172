import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { CreateSecretBodySchema } from "@/lib/contracts/secret-bodies";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import { JSON_SCHEMA_DRAFT_07 } from "@/lib/runtime/catalog/json-schema-draft";
import { nativeTools } from "@/lib/tools/registry/native-tools";
import { SECRET_NAME_PATTERN } from "@/lib/tools/secrets/secret-tools";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { modelNameOf, type JsonSchema, type ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";

// The binding tools and report_issue (seed "tools in a run", What a run offers): when each is offered, what a
// repeat does, and schemas a model can be held to.

function definitionOf(name: string): ToolDefinition {
  const definition = runCatalog.get(name);
  if (definition === undefined) throw new Error(`missing tool ${name}`);
  return definition;
}

const TABLE: [name: string, family: string, access: string, retry: string, availability: ToolDefinition["availability"]][] = [
  ["note_write", "Notes", "write", "idempotent", { kind: "binding", binding: "note" }],
  ["note_read", "Notes", "read", "safe", { kind: "binding", binding: "note" }],
  ["note_list", "Notes", "read", "safe", { kind: "binding", binding: "note" }],
  ["note_delete", "Notes", "write", "idempotent", { kind: "binding", binding: "note" }],
  ["record_create", "Records", "write", "unsafe", { kind: "binding", binding: "record" }],
  ["record_get", "Records", "read", "safe", { kind: "binding", binding: "record" }],
  ["record_list", "Records", "read", "safe", { kind: "binding", binding: "record" }],
  ["record_update", "Records", "write", "idempotent", { kind: "binding", binding: "record" }],
  ["record_delete", "Records", "write", "idempotent", { kind: "binding", binding: "record" }],
  ["memory_write", "Memory", "write", "idempotent", { kind: "binding", binding: "memory", unlessFalse: "memory" }],
  ["secret_request", "Secrets", "write", "idempotent", { kind: "binding", binding: "secret", runKinds: ["direct"] }],
  ["group_post", "Group chat", "write", "unsafe", { kind: "binding", binding: "group_post" }],
  ["report_issue", "Run", "write", "idempotent", { kind: "runtime" }],
];

describe("binding tools and report_issue in the run catalog", () => {
  it.each(TABLE)("%s: family %s, %s, retry %s, offered by its availability", (name, family, access, retry, availability) => {
    expect(definitionOf(name)).toMatchObject({ family, access, retry, availability, runCallable: true });
    expect(builtInCatalog.get(name)).toBeUndefined();
    expect(nativeTools.map((definition) => definition.name)).toContain(name);
  });

  it("answers each with a handler except group_post, which stays planned (never offered)", () => {
    for (const [name] of TABLE) expect(implementedTools.has(name), name).toBe(name !== "group_post");
  });

  it("keeps canonical names without dots, so the model calls them by the same name", () => {
    for (const [name] of TABLE) expect(modelNameOf(name)).toBe(name);
  });

  it("lists record_not_found wherever a record is looked up by id", () => {
    for (const name of ["record_get", "record_update", "record_delete"]) {
      expect(definitionOf(name).errors.map((error) => error.code)).toContain("record_not_found");
    }
    expect(definitionOf("note_read").errors.map((error) => error.code)).toContain("note_not_found");
  });
});

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

describe("binding tool input schemas", () => {
  const strictAjv = new Ajv({ strict: true, allErrors: true });
  addFormats(strictAjv);
  const validatorFor = (name: string) => strictAjv.compile(definitionOf(name).inputSchema);

  it.each(TABLE.map(([name]) => name))("%s compiles in strict mode, is a closed draft-07 object and describes each property", (name) => {
    const schema = definitionOf(name).inputSchema;
    expect(() => validatorFor(name)).not.toThrow();
    expect(schema).toMatchObject({ $schema: JSON_SCHEMA_DRAFT_07, type: "object", additionalProperties: false });
    const properties = isSchema(schema.properties) ? Object.values(schema.properties) : [];
    for (const property of properties) expect(isSchema(property) && typeof property.description).toBe("string");
  });

  const examples: { name: string; input: unknown; valid: boolean }[] = [
    { name: "note_write", input: { title: "Plan", content: "" }, valid: true },
    { name: "note_write", input: { title: "", content: "x" }, valid: false },
    { name: "note_write", input: { title: "Plan" }, valid: false },
    { name: "note_list", input: {}, valid: true },
    { name: "note_list", input: { query: "inv", limit: 100 }, valid: true },
    { name: "note_list", input: { limit: 101 }, valid: false },
    { name: "note_delete", input: { title: "Plan", force: true }, valid: false },
    { name: "record_create", input: { collection: "leads", data: { name: "Ada", tags: ["a"], nested: { x: 1 } } }, valid: true },
    { name: "record_create", input: { collection: "leads", data: [1, 2] }, valid: false },
    { name: "record_create", input: { collection: "my leads", data: {} }, valid: false },
    { name: "record_list", input: { collection: "leads", where: { stage: "won" }, limit: 5 }, valid: true },
    { name: "record_list", input: { collection: "leads", where: "stage=won" }, valid: false },
    { name: "record_update", input: { collection: "leads", id: "r1", data: { stage: "lost" } }, valid: true },
    { name: "record_update", input: { collection: "leads", data: { stage: "lost" } }, valid: false },
    { name: "memory_write", input: { facts: [{ content: "Books close on the 25th.", topic: "finance" }] }, valid: true },
    { name: "memory_write", input: { facts: [{ content: "" }] }, valid: false },
    { name: "memory_write", input: { facts: [] }, valid: false },
    { name: "secret_request", input: { name: "STRIPE_API_KEY", reason: "Invoices." }, valid: true },
    { name: "secret_request", input: { name: "stripe key", reason: "Invoices." }, valid: false },
    { name: "secret_request", input: { name: "STRIPE_API_KEY" }, valid: false },
    { name: "report_issue", input: { title: "Mail times out", details: "Three times.", severity: "high" }, valid: true },
    { name: "report_issue", input: { title: "Mail times out", details: "Three times.", severity: "urgent" }, valid: false },
    { name: "group_post", input: { group: "sales", text: "Hello" }, valid: true },
  ];
  it.each(examples)("$name accepts $input: $valid", ({ name, input, valid }) => {
    expect(validatorFor(name)(input)).toBe(valid);
  });

  it.each(["OPENAI_API_KEY", "a.b-c_d", "has space", "ünïcode", "slash/name", ""])(
    "secret_request's name pattern agrees with POST /v1/secrets about %j",
    (name) => {
      const byContract = CreateSecretBodySchema.shape.name.safeParse(name).success;
      expect(new RegExp(SECRET_NAME_PATTERN).test(name)).toBe(byContract);
    },
  );
});

describe("memory.ask reads the layer memory_write writes", () => {
  const ajv = new Ajv({ strict: false });
  it("accepts `agent` among memory.ask's layers, while memory.train still refuses it", () => {
    expect(ajv.compile(builtInCatalog.get("memory.ask")!.inputSchema)({ queries: ["q"], layers: ["agent", "task"] })).toBe(true);
    expect(ajv.compile(builtInCatalog.get("memory.train")!.inputSchema)({ layer: "agent", content: "x" })).toBe(false);
  });
});

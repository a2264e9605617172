import { describe, expect, it } from "vitest";
import { admitBatch } from "@/lib/runtime/admission/admit-batch";
import { admitCall } from "@/lib/runtime/admission/admit-call";
import type { AdmissionInput } from "@/lib/runtime/admission/admission-input";
import { repairArguments } from "@/lib/runtime/admission/repair-arguments";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import { refusalPrefix, refusalText, validateArguments } from "@/lib/runtime/admission/validate-arguments";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import type { JsonSchema } from "@/lib/runtime/catalog/tool-definition";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { HandlerRegistry } from "@/lib/runtime/ports";
import { agentSettings } from "../../support/core-fixtures";

// Seed "tool rules", Argument repair: three wrappers are taken off, and only where the schema leaves one reading.

const parsed = (name: string) => `${name}: a list sent as JSON text was parsed`;
const wrapped = (name: string) => `${name}: a single value was wrapped in a list`;

const person = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, age: { type: "integer" } },
  additionalProperties: false,
};

const listSchema: JsonSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    paths: { type: "array", items: { type: "string" } },
    ids: { type: "array", items: { type: "integer" } },
    flags: { type: "array", items: { type: "boolean" } },
    nullable: { type: ["array", "null"], items: { type: "string" } },
    either: { type: ["array", "string"], items: { type: "string" } },
    people: { type: "array", items: person },
    open: { type: "array" },
    label: { type: "string" },
    chosen: { oneOf: [{ type: "array", items: { type: "string" } }, { type: "string" }] },
    linked: { type: "array", items: { $ref: "#/definitions/thing" } },
    tuple: { type: "array", items: [{ type: "string" }] },
  },
};

describe("rules one and two: a list sent as JSON text, a one-element list sent as the element", () => {
  it.each([
    ["JSON text of a list of strings", { paths: '["a","b"]' }, { paths: ["a", "b"] }, [parsed("paths")]],
    ["JSON text of a list of numbers", { ids: "[1, 2]" }, { ids: [1, 2] }, [parsed("ids")]],
    ["JSON text of an empty list", { paths: "[]" }, { paths: [] }, [parsed("paths")]],
    ["JSON text of a list of objects", { people: '[{"name":"Ada"}]' }, { people: [{ name: "Ada" }] }, [parsed("people")]],
    ["JSON text for an array|null property", { nullable: '["x"]' }, { nullable: ["x"] }, [parsed("nullable")]],
    ["JSON text for a list whose items are open", { open: "[1, \"a\"]" }, { open: [1, "a"] }, [parsed("open")]],
    ["a lone string", { paths: "a.txt" }, { paths: ["a.txt"] }, [wrapped("paths")]],
    ["a lone number", { ids: 5 }, { ids: [5] }, [wrapped("ids")]],
    ["a lone numeric text, cast later", { ids: "5" }, { ids: ["5"] }, [wrapped("ids")]],
    ["a lone boolean", { flags: true }, { flags: [true] }, [wrapped("flags")]],
    ["a lone string for an array|null property", { nullable: "x" }, { nullable: ["x"] }, [wrapped("nullable")]],
    ["a lone object carrying the item's required keys", { people: { name: "Ada", age: 3 } }, { people: [{ name: "Ada", age: 3 }] }, [wrapped("people")]],
    ["two properties at once, in the call's order", { ids: 7, paths: "[\"a\"]" }, { ids: [7], paths: ["a"] }, [wrapped("ids"), parsed("paths")]],
  ])("repairs %s", (_name, input, expected, repairs) => {
    expect(repairArguments(listSchema, input)).toEqual({ arguments: expected, repairs });
  });

  it.each([
    ["a list that already fits", { paths: ["a"] }],
    ["null where the property also takes null", { nullable: null }],
    ["JSON text where the property also takes text (string|array)", { either: '["a"]' }],
    ["a lone string where the property also takes text (string|array)", { either: "a" }],
    ["an object sent for a list of strings", { paths: { name: "x" } }],
    ["a number sent for a list of strings", { paths: 5 }],
    ["text that is not a number for a list of integers", { ids: "five" }],
    ["JSON text whose elements do not fit (that list, or one text element)", { ids: '["a"]' }],
    ["an object missing the item's required key", { people: { age: 3 } }],
    ["an object with a key the closed item excludes", { people: { name: "Ada", nick: "A" } }],
    ["a lone value where the element's kind is undeclared", { open: "a" }],
    ["JSON text sent to a text property", { label: '["a"]' }],
    ["a property that uses oneOf", { chosen: "a" }],
    ["a list whose items use $ref", { linked: '["a"]' }],
    ["a tuple list", { tuple: "a" }],
    ["a key the schema does not declare", { other: '["a"]' }],
  ])("leaves %s as sent", (_name, input) => {
    const result = repairArguments(listSchema, input);
    expect(result).toEqual({ arguments: input, repairs: [] });
  });

  it("leaves a whole schema that uses anyOf alone", () => {
    const schema = { anyOf: [listSchema, { type: "object" }] };
    expect(repairArguments(schema, { paths: "a" })).toEqual({ arguments: { paths: "a" }, repairs: [] });
  });

  it("never changes the arguments it was given", () => {
    const input = Object.freeze({ paths: "a", people: Object.freeze({ name: "Ada" }) });
    const result = repairArguments(listSchema, input);
    expect(input).toEqual({ paths: "a", people: { name: "Ada" } });
    expect(result.arguments.people).toEqual([{ name: "Ada" }]);
    expect((result.arguments.people as unknown[])[0]).not.toBe(input.people);
  });
});

const edit = { type: "object", required: ["oldText", "newText"], properties: { oldText: { type: "string" }, newText: { type: "string" } }, additionalProperties: false };
// The seed's own example: an edit tool with a path and a required list of edits.
const editSchema = {
  type: "object",
  additionalProperties: false,
  required: ["path", "edits"],
  properties: { path: { type: "string" }, edits: { type: "array", items: edit } },
} satisfies JsonSchema;
const folded = (name: string, fields: string) => `${name}: the call's fields ${fields} were folded into a one-element list`;

describe("rule three: a one-element list of objects flattened into the call", () => {
  it("folds the names of an edit into edits, the only list the call is missing", () => {
    expect(repairArguments(editSchema, { path: "a.txt", oldText: "x", newText: "y" })).toEqual({
      arguments: { path: "a.txt", edits: [{ oldText: "x", newText: "y" }] },
      repairs: [folded("edits", "oldText, newText")],
    });
  });

  it("keeps a key that is a property of the tool at the top, even when the item also has it", () => {
    const itemWithPath = { ...edit, properties: { ...edit.properties, path: { type: "string" } } };
    const schema = { ...editSchema, properties: { ...editSchema.properties, edits: { type: "array", items: itemWithPath } } };
    expect(repairArguments(schema, { path: "a.txt", newText: "y", oldText: "x" })).toEqual({
      arguments: { path: "a.txt", edits: [{ newText: "y", oldText: "x" }] },
      repairs: [folded("edits", "newText, oldText")],
    });
  });

  const twoLists = {
    ...editSchema,
    required: ["path", "edits", "patches"],
    properties: { ...editSchema.properties, patches: { type: "array", items: edit } },
  };
  const optionalEdits = { ...editSchema, required: ["path"] };
  const refItems = { ...editSchema, properties: { ...editSchema.properties, edits: { type: "array", items: { $ref: "#/edit" } } } };
  const onlyNewText = { path: "a.txt", newText: "y" };
  it.each([
    ["two missing lists could both take the keys", twoLists, { path: "a.txt", oldText: "x", newText: "y" }],
    ["the keys lack a required key of the item", editSchema, onlyNewText],
    ["the list is already there", editSchema, { path: "a.txt", edits: [], oldText: "x", newText: "y" }],
    ["the list is not required", optionalEdits, { path: "a.txt", oldText: "x", newText: "y" }],
    ["the item uses $ref", refItems, { path: "a.txt", oldText: "x", newText: "y" }],
    ["no key is foreign to the tool", editSchema, { path: "a.txt" }],
  ])("does not fold when %s", (_name, schema, input) => {
    expect(repairArguments(schema, input)).toEqual({ arguments: input, repairs: [] });
  });
});

describe("repair, then validation names what is still wrong", () => {
  it("casts a wrapped numeric text like any other value", () => {
    const { arguments: repaired } = repairArguments(listSchema, { ids: "5" });
    expect(validateArguments(listSchema, repaired)).toEqual({ ok: true, value: { ids: [5] } });
  });

  it.each([
    ["an object sent for a list of strings", listSchema, { paths: { name: "x" } }, ['"paths" must be a list.']],
    ["JSON text whose elements do not fit", listSchema, { ids: '["a"]' }, ['"ids" must be a list.']],
    ["a flattened edit missing newText", editSchema, { path: "a.txt", oldText: "x" }, ['"edits" is required.', '"oldText" is not an argument of this tool.']],
    ["a parsed list whose element is of the wrong kind", listSchema, { people: '[{"name": 1}]' }, ['"people[0].name" must be text.']],
  ])("%s", (_name, schema, input, problems) => {
    const { arguments: repaired } = repairArguments(schema, input);
    const checked = validateArguments(schema, repaired);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    for (const problem of problems) expect(checked.problems).toContain(problem);
    expect(refusalText(checked.problems)).toMatch(/^Refused: the arguments do not match the tool's schema\. /);
  });
});

// The real catalog through the real admission: no tool is named in the rules, so every tool is covered.
const handlers: HandlerRegistry = { get: () => async () => "", has: () => true };

function admissionInput(task: TaskSettings | null = null): AdmissionInput {
  const subject = { task, actingUserRoles: ["editor"], remainingToolCalls: 10, agent: agentSettings({ flags: { coding: true } }), kind: "direct" as const, agentTools: [] };
  const offer = buildOffer({ ...subject, catalog: builtInCatalog, handlers });
  return { offer, catalog: builtInCatalog, task, remainingToolCalls: 10, unknownNamesHandedBack: 0 };
}

describe("admission repairs a call before pins and validation judge it", () => {
  it.each([
    ["a bare question", { queries: "what is x" }, { queries: ["what is x"] }, [wrapped("queries")]],
    ["JSON text of a list, sent as text", '{"queries": "[\\"a\\",\\"b\\"]"}', { queries: ["a", "b"] }, [parsed("queries")]],
    ["a bare layer beside a list", { queries: ["q"], layers: "task" }, { queries: ["q"], layers: ["task"] }, [wrapped("layers")]],
  ])("memory.ask runs with %s repaired", (_name, sent, expected, repairs) => {
    const decision = admitCall({ id: "c1", name: "memory__ask", arguments: sent }, admissionInput(), 0);
    expect(decision).toMatchObject({ outcome: "pending", arguments: expected, repairs });
  });

  it("workspace.edit runs with a flattened edit folded into edits", () => {
    const call = { id: "c1", name: "workspace__edit", arguments: { path: "notes.md", oldText: "teal", newText: "navy", replaceAll: true } };
    const { decisions } = admitBatch([call], admissionInput());
    expect(decisions[0]).toMatchObject({
      outcome: "pending",
      arguments: { path: "notes.md", edits: [{ oldText: "teal", newText: "navy", replaceAll: true }] },
      repairs: [folded("edits", "oldText, newText, replaceAll")],
    });
  });

  it("hands back a repaired call that still does not fit, with the repaired arguments and the repairs", () => {
    const sent = { queries: JSON.stringify(["a", "b", "c", "d", "e", "f"]) };
    const decision = admitCall({ id: "c1", name: "memory__ask", arguments: sent }, admissionInput(), 0);
    expect(decision).toMatchObject({ outcome: "handed_back", code: "arguments_refused", arguments: { queries: ["a", "b", "c", "d", "e", "f"] }, repairs: [parsed("queries")] });
    if (decision.outcome === "handed_back") expect(decision.text.startsWith(refusalPrefix)).toBe(true);
  });

  it("hands back an unrepairable call as sent, the refusal naming what was wrong", () => {
    const decision = admitCall({ id: "c1", name: "memory__ask", arguments: { queries: { question: "x" } } }, admissionInput(), 0);
    expect(decision).toMatchObject({ outcome: "handed_back", code: "arguments_refused", arguments: { queries: { question: "x" } }, repairs: [] });
    if (decision.outcome === "handed_back") expect(decision.text).toBe(refusalText(['"queries" must be a list.']));
  });

  it("judges a task's pins on the repaired value", () => {
    const task: TaskSettings = { id: "t1", declarations: [{ tool: "memory.ask", pins: [{ field: "layers", values: ["task"], fatal: false }] }], gates: [] };
    const allowed = admitCall({ id: "c1", name: "memory__ask", arguments: { queries: "q", layers: "task" } }, admissionInput(task), 0);
    expect(allowed).toMatchObject({ outcome: "pending", arguments: { queries: ["q"], layers: ["task"] } });
    const refused = admitCall({ id: "c2", name: "memory__ask", arguments: { queries: "q", layers: "team" } }, admissionInput(task), 0);
    expect(refused).toMatchObject({ outcome: "handed_back", code: "tool_value_not_declared", arguments: { queries: ["q"], layers: ["team"] }, repairs: [wrapped("queries"), wrapped("layers")] });
  });
});

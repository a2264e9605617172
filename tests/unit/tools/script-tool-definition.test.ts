import { describe, expect, it } from "vitest";
import { validateArguments } from "@/lib/runtime/admission/validate-arguments";
import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import { availabilityVerdict } from "@/lib/runtime/offer/availability-rule";
import { agentOfferSettings } from "@/lib/runtime/offer/agent-settings";
import { scriptNameOfTool, scriptToolDefinition } from "@/lib/tools/script/script-tool-definition";

// Seed "tools in a run": "A script with parameters is also offered as a tool of its own while script_run is offered".
const script = {
  name: "sum_invoices",
  description: "Adds up invoice amounts.",
  parameters: { type: "object", properties: { amounts: { type: "array", items: { type: "number" } } }, required: ["amounts"] },
};

describe("scriptToolDefinition", () => {
  const definition = scriptToolDefinition(script);

  it("is scripts.<name>, which the model calls scripts__<name>", () => {
    expect(definition.name).toBe("scripts.sum_invoices");
    expect(modelNameOf(definition.name)).toBe("scripts__sum_invoices");
  });

  it("is a Scripts tool that may act: write, unsafe, gated by the task, offered alongside script_run", () => {
    expect(definition).toMatchObject({ family: "Scripts", access: "write", retry: "unsafe", gate: "task", runCallable: true, offeredAlongside: "script_run" });
    expect(definition.availability).toEqual({ kind: "binding", binding: "script", unlessFalse: "scripting" });
  });

  it("describes itself with the script's description and its exit codes", () => {
    expect(definition.description.startsWith("Adds up invoice amounts.")).toBe(true);
    expect(definition.description).toContain("exit_code");
  });

  it("takes the script's parameters, closed", () => {
    expect(definition.inputSchema).toMatchObject({ type: "object", properties: script.parameters.properties, required: ["amounts"], additionalProperties: false });
    expect(validateArguments(definition.inputSchema, { amounts: [1, 2] }).ok).toBe(true);
    expect(validateArguments(definition.inputSchema, { amounts: [1], extra: true }).ok).toBe(false);
    expect(validateArguments(definition.inputSchema, {}).ok).toBe(false);
  });

  it("keeps a schema the script opened on purpose, and makes an object of a schema without a type", () => {
    expect(scriptToolDefinition({ ...script, parameters: { properties: {}, additionalProperties: true } }).inputSchema).toMatchObject({ type: "object", additionalProperties: true });
    expect(scriptToolDefinition({ ...script, parameters: {} }).inputSchema).toMatchObject({ type: "object", properties: {}, additionalProperties: false });
  });

  it.each([
    [{ script: true }, null, "direct", true],
    [{ script: true }, false, "direct", false],
    [{ script: false }, null, "direct", false],
    [{ script: true }, null, "schedule", true],
  ] as const)("follows script_run's availability: bindings %j, scripting %s, a %s run → %s", (bindings, scripting, kind, offered) => {
    const agent = agentOfferSettings({ browser: null, coding: null, scripting, memory: null }, bindings, {});
    expect(availabilityVerdict(definition.availability, agent, kind).offered).toBe(offered);
  });
});

describe("scriptNameOfTool", () => {
  it.each([
    ["scripts.sum_invoices", "sum_invoices"],
    ["scripts.Bad", null],
    ["scripts.", null],
    ["script_run", null],
    ["scriptsx.a", null],
  ])("%s → %s", (tool, name) => {
    expect(scriptNameOfTool(tool)).toBe(name);
  });
});

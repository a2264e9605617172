import { describe, expect, it } from "vitest";
import { MAX_SCHEDULES_PER_AGENT } from "@/lib/tools/schedule/create-schedule";
import { scheduleTools } from "@/lib/tools/schedule/schedule-tools";
import { SCRIPT_NAME_PATTERN } from "@/lib/tools/script/script-rules";
import { scriptTools } from "@/lib/tools/script/script-tools";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { modelSchemaOf } from "@/lib/runtime/offer/model-schema";
import { validateArguments } from "@/lib/runtime/admission/validate-arguments";

// Seed "tools in a run", What a run offers: "The five script tools — config.scripting is not false" and
// "The six schedule tools — the run is a direct or group-chat run, not a schedule run".

describe("the five script tools", () => {
  it.each([
    ["script_list", "read", "safe"],
    ["script_read", "read", "safe"],
    ["script_save", "write", "idempotent"],
    ["script_delete", "write", "idempotent"],
    ["script_run", "write", "unsafe"],
  ])("%s is %s and %s, a Scripts tool of the script binding unless config.scripting is false", (name, access, retry) => {
    const definition = runCatalog.get(name);
    expect(definition).toMatchObject({ family: "Scripts", access, retry, runCallable: true });
    expect(definition?.availability).toEqual({ kind: "binding", binding: "script", unlessFalse: "scripting" });
  });

  it("are exactly five", () => {
    expect(scriptTools.map((tool) => tool.definition.name)).toEqual(["script_list", "script_read", "script_save", "script_delete", "script_run"]);
  });

  it.each([
    ["a", true],
    ["sum_invoices2", true],
    ["a".repeat(40), true],
    ["a".repeat(41), false],
    ["Sum", false],
    ["2fast", false],
    ["with-dash", false],
    ["", false],
  ])("names a script %j: %s", (name, valid) => {
    expect(new RegExp(SCRIPT_NAME_PATTERN).test(name)).toBe(valid);
    const read = runCatalog.get("script_read")!;
    expect(validateArguments(read.inputSchema, { name }).ok).toBe(valid);
  });

  it("script_save takes parameters as a JSON Schema object, optional; script_run takes arguments as an object", () => {
    const save = runCatalog.get("script_save")!;
    expect(save.inputSchema.required).toEqual(["name", "description", "source"]);
    expect(validateArguments(save.inputSchema, { name: "s", description: "d", source: "1", parameters: { type: "object" } }).ok).toBe(true);
    expect(validateArguments(save.inputSchema, { name: "s", description: "d", source: "1", parameters: "x" }).ok).toBe(false);
    const run = runCatalog.get("script_run")!;
    expect(validateArguments(run.inputSchema, { name: "s", arguments: { a: 1 } }).ok).toBe(true);
    expect(validateArguments(run.inputSchema, { name: "s", arguments: [1] }).ok).toBe(false);
  });

  it("tell the model the one convention and the exit codes", () => {
    const save = runCatalog.get("script_save")!;
    expect(save.description).toContain("value of its last expression");
    expect(save.description).toContain("global `input`");
    expect(runCatalog.get("script_run")!.description).toContain("124 ran past the time limit, 137 ran out of memory");
    expect(runCatalog.get("script_run")!.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining(["script_not_found", "script_arguments_invalid", "script_failed", "script_timed_out", "script_out_of_memory"]),
    );
  });
});

describe("the six schedule tools", () => {
  it.each([
    ["schedule_list", "read", "safe"],
    ["schedule_get", "read", "safe"],
    ["schedule_create", "write", "unsafe"],
    ["schedule_update", "write", "idempotent"],
    ["schedule_delete", "write", "idempotent"],
    ["schedule_run_now", "write", "unsafe"],
  ])("%s is %s and %s, a Schedules tool of direct and group-chat runs", (name, access, retry) => {
    const definition = runCatalog.get(name);
    expect(definition).toMatchObject({ family: "Schedules", access, retry, runCallable: true });
    expect(definition?.availability).toEqual({ kind: "binding", binding: "schedule", runKinds: ["direct", "group_chat"] });
  });

  it("are exactly six", () => {
    expect(scheduleTools).toHaveLength(6);
  });

  it("schedule_create needs a name, a cron and an input; the time zone is optional and told to be omitted when unused", () => {
    const create = runCatalog.get("schedule_create")!;
    expect(create.inputSchema.required).toEqual(["name", "cron", "input"]);
    const offered = modelSchemaOf(create.inputSchema) as { properties: Record<string, { description: string }> };
    expect(offered.properties.timezone.description).toMatch(/omitted/);
    expect(create.errors.map((error) => error.code)).toEqual(expect.arrayContaining(["schedule_cron_invalid", "schedule_timezone_invalid", "schedule_limit_reached"]));
    expect(create.errors.find((error) => error.code === "schedule_limit_reached")?.when).toContain(String(MAX_SCHEDULES_PER_AGENT));
  });

  it("schedule_update changes only what it is given", () => {
    const update = runCatalog.get("schedule_update")!;
    expect(update.inputSchema.required).toEqual(["id"]);
    expect(validateArguments(update.inputSchema, { id: "s1", enabled: false }).ok).toBe(true);
    expect(validateArguments(update.inputSchema, { id: "s1", name: "renamed" }).ok).toBe(false);
  });

  it("each tool that takes an id answers schedule_not_found, except the idempotent delete", () => {
    for (const name of ["schedule_get", "schedule_update", "schedule_run_now"]) {
      expect(runCatalog.get(name)!.errors.map((error) => error.code)).toContain("schedule_not_found");
    }
    expect(runCatalog.get("schedule_delete")!.errors.map((error) => error.code)).not.toContain("schedule_not_found");
  });
});

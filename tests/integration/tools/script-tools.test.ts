import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import { createLoopDependencies } from "@/lib/server/runtime/create-loop-dependencies";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, callToolOutput, contextFor, fixedNow } from "./tool-test-setup";

// The script tools against real PostgreSQL and the real QuickJS sandbox: what each stores and answers, that
// scripts stay the calling agent's, and (seed "tools in a run") that "a script_run call also records exit_code".

const prisma = testPrisma();
let fixture: OrganisationFixture;
let teammate: OrganisationFixture;
let stranger: OrganisationFixture;
const previousTimeLimit = process.env.SCRIPT_TIME_LIMIT_MS;

beforeAll(async () => {
  // The registry reads the limits when it is built: a short one keeps the timeout case fast.
  process.env.SCRIPT_TIME_LIMIT_MS = "1500"; // a loaded machine (files side by side) starts a script slowly; a loop still ends by it
  fixture = await createOrganisationFixture(prisma);
  await prisma.agent.update({ where: { id: fixture.agentId }, data: { bindings: { script: true } } });
  const agent = await prisma.agent.create({ data: { organisationId: fixture.organisationId, name: "Teammate", bindings: { script: true } } });
  teammate = { ...fixture, agentId: agent.id };
  stranger = await createOrganisationFixture(prisma);
});

afterAll(() => {
  if (previousTimeLimit === undefined) delete process.env.SCRIPT_TIME_LIMIT_MS;
  else process.env.SCRIPT_TIME_LIMIT_MS = previousTimeLimit;
});

const call = (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => callTool(prisma, tool, contextFor(owner, { taskId: null }), input);
const callJson = async (owner: OrganisationFixture, tool: string, input: Record<string, unknown>) => JSON.parse(await call(owner, tool, input));
const failureOf = async (promise: Promise<unknown>) => promise.then(() => expect.fail("the call should fail"), (error: { message: string; exitCode?: number }) => error);

const sumParameters = { type: "object", properties: { amounts: { type: "array", items: { type: "number" } } }, required: ["amounts"] };
const sum = {
  name: "sum_amounts",
  description: "Adds up amounts.",
  source: "function main(input) {\n  console.log('adding', input.amounts.length);\n  return { total: input.amounts.reduce((a, b) => a + b, 0) };\n}\nmain(input)",
  parameters: sumParameters,
};

describe("script_save / script_list / script_read / script_delete", () => {
  it("creates, leaves an identical save unchanged, replaces a changed one, and reads back", async () => {
    expect(await callJson(fixture, "script_save", sum)).toEqual({ name: "sum_amounts", status: "created", tool: "scripts__sum_amounts", savedAt: fixedNow.toISOString() });
    // PostgreSQL's jsonb reorders keys; the same parameters are still the same script.
    const reordered = { required: ["amounts"], properties: sumParameters.properties, type: "object" };
    expect(await callJson(fixture, "script_save", { ...sum, parameters: reordered })).toEqual({ name: "sum_amounts", status: "unchanged", tool: "scripts__sum_amounts" });
    expect((await callJson(fixture, "script_save", { ...sum, description: "Adds up amounts, exactly." })).status).toBe("replaced");
    expect(await callJson(fixture, "script_read", { name: "sum_amounts" })).toEqual({
      name: "sum_amounts",
      description: "Adds up amounts, exactly.",
      tool: "scripts__sum_amounts",
      savedAt: fixedNow.toISOString(),
      parameters: sumParameters,
      source: sum.source,
    });
  });

  it("saves a batch of identical calls once", async () => {
    const script = { name: "once", description: "Once.", source: "1" };
    const answers = await Promise.all([1, 2, 3].map(() => callJson(fixture, "script_save", script)));
    expect(answers.map((answer) => answer.status).sort()).toEqual(["created", "unchanged", "unchanged"]);
    expect(await prisma.script.count({ where: { agentId: fixture.agentId, name: "once" } })).toBe(1);
  });

  it("lists by name; a script without parameters has no tool of its own", async () => {
    const listed = await callJson(fixture, "script_list", {});
    expect(listed.scripts.map((script: { name: string }) => script.name)).toEqual(["once", "sum_amounts"]);
    expect(listed.scripts[0]).toEqual({ name: "once", description: "Once.", tool: null, savedAt: fixedNow.toISOString() });
    expect(await call(stranger, "script_list", {})).toBe("You have no scripts yet: save one with script_save.");
  });

  // Issue 17, item 1: the handler receives its input parsed against the tool's schema, so a list (which
  // admission refuses in a run) is refused before script_save reads it, and nothing is stored either.
  it("refuses a list as parameters, storing nothing", async () => {
    const error = await failureOf(call(fixture, "script_save", { ...sum, name: "refused", parameters: [1] }));
    expect(error.message).toContain("invalid_input: script_save could not read its input: parameters:");
    expect(await prisma.script.count({ where: { name: "refused" } })).toBe(0);
  });

  it.each([
    ["an array schema", { type: "array" }, 'must describe an object (the script\'s `input`), not type "array"'],
    ["a schema ajv cannot compile", { type: "object", properties: { a: { type: "nonsense" } } }, "is not a JSON Schema this runtime can check arguments with"],
  ])("refuses %s as parameters, storing nothing", async (_name, parameters, message) => {
    const error = await failureOf(call(fixture, "script_save", { ...sum, name: "refused", parameters }));
    expect(error.message).toContain(`script_parameters_invalid: \`parameters\` ${message}`);
    expect(await prisma.script.count({ where: { name: "refused" } })).toBe(0);
  });

  it("answers another agent's and another organisation's script exactly as a made-up name", async () => {
    const missing = (name: string) => `script_not_found: you have no script named "${name}".`;
    for (const owner of [teammate, stranger]) {
      expect((await failureOf(call(owner, "script_read", { name: "sum_amounts" }))).message).toContain(missing("sum_amounts"));
      expect((await failureOf(call(owner, "script_run", { name: "sum_amounts", arguments: { amounts: [1] } }))).message).toContain(missing("sum_amounts"));
      expect(await call(owner, "script_delete", { name: "sum_amounts" })).toBe('You had no script named "sum_amounts"; nothing changed.');
    }
    expect(await prisma.script.count({ where: { agentId: fixture.agentId, name: "sum_amounts" } })).toBe(1);
  });

  it("deletes once; deleting again changes nothing", async () => {
    await call(fixture, "script_save", { name: "short_lived", description: "Gone soon.", source: "1" });
    expect(await call(fixture, "script_delete", { name: "short_lived" })).toBe('Deleted the script "short_lived".');
    expect(await call(fixture, "script_delete", { name: "short_lived" })).toBe('You had no script named "short_lived"; nothing changed.');
  });
});

describe("script_run and a script's own tool", () => {
  it("runs with checked arguments and answers the value, the logs and exit code 0", async () => {
    const output = await callToolOutput(prisma, "script_run", contextFor(fixture, { taskId: null }), { name: "sum_amounts", arguments: { amounts: [1, 2, 3.5] } });
    expect(output).toEqual({ text: expect.any(String), exitCode: 0 });
    const text = typeof output === "string" ? output : output.text;
    expect(JSON.parse(text)).toEqual({ script: "sum_amounts", exit_code: 0, value: { total: 6.5 }, logs: ["adding 3"] });
  });

  it("answers the same through scripts.<name>, with the call's arguments as the input", async () => {
    const output = await callToolOutput(prisma, "scripts.sum_amounts", contextFor(fixture, { taskId: null }), { amounts: [4] });
    expect(output).toMatchObject({ exitCode: 0 });
    expect(JSON.parse(typeof output === "string" ? output : output.text)).toMatchObject({ value: { total: 4 } });
  });

  it("refuses arguments that do not fit the parameters before running anything", async () => {
    const error = await failureOf(call(fixture, "script_run", { name: "sum_amounts", arguments: { amounts: "many" } }));
    expect(error.message).toBe('script_arguments_invalid: Refused: the arguments do not match the tool\'s schema. "amounts" must be a list. The script "sum_amounts" did not run.');
    expect(error.exitCode).toBeUndefined();
  });

  it.each([
    ["throws", "console.log('step 1'); throw new Error('no data')", 1, 'script_failed: the script "broken" failed with exit code 1: Error: no data\nLast logs:\nstep 1'],
    ["loops", "for (;;) {}", 124, 'script_timed_out: the script "broken" ran past its time limit of 1500 ms and was stopped (exit code 124).'],
    ["allocates too much", "new Array(1e8).fill(0)", 137, 'script_out_of_memory: the script "broken" ran past its memory limit of 33554432 bytes and was stopped (exit code 137).'],
  ])("fails a script that %s as a tool error carrying its exit code", async (_name, source, exitCode, message) => {
    await call(fixture, "script_save", { name: "broken", description: "Breaks.", source });
    const error = await failureOf(call(fixture, "script_run", { name: "broken" }));
    expect(error.message).toBe(message);
    expect(error.exitCode).toBe(exitCode);
  });

  it("answers the tool of a script that does not exist as script_not_found", async () => {
    expect((await failureOf(call(fixture, "scripts.never_saved", {}))).message).toMatch(/^script_not_found: you have no script named "never_saved"/);
  });
});

describe("exit_code in a run's call records", () => {
  it("is stored for each script run, completed or failed, and absent for other tools", async () => {
    await call(fixture, "script_save", { name: "fails", description: "Fails.", source: "throw new Error('nope')" });
    const conversation = await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } });
    const script = [
      { calls: [{ name: "script_run", arguments: { name: "sum_amounts", arguments: { amounts: [2, 2] } } }, { name: "script_run", arguments: { name: "fails" } }] },
      { calls: [{ name: "scripts__sum_amounts", arguments: { amounts: [1] } }, { name: "script_list", arguments: {} }] },
      { text: "Done." },
    ];
    const run = await prisma.run.create({
      data: {
        organisationId: fixture.organisationId,
        conversationId: conversation.id,
        agentId: fixture.agentId,
        actingUserId: fixture.editor.userId,
        kind: "direct",
        input: "Add things up.",
        model: { provider: "scripted", script },
        remainingToolCalls: 10,
        state: { version: 1, toolCallBudget: 10, maxIterations: 5 },
      },
    });
    expect(await advanceRun(createLoopDependencies(prisma), run.id)).toBe("succeeded");
    const calls = await prisma.toolCall.findMany({ where: { runId: run.id }, orderBy: [{ createdAt: "asc" }, { index: "asc" }] });
    expect(calls.map((row) => [row.tool, row.outcome, row.code, row.exitCode])).toEqual([
      ["script_run", "ok", null, 0],
      ["script_run", "tool_error", "script_failed", 1],
      ["scripts.sum_amounts", "ok", null, 0],
      ["script_list", "ok", null, null],
    ]);
    expect(calls[1].result).toContain('failed with exit code 1: Error: nope');
  });
});

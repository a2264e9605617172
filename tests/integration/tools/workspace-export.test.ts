import { beforeAll, describe, expect, it } from "vitest";
import { buildPreview } from "@/lib/runtime/results/build-preview";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { codeTools } from "@/lib/tools/code/code-tools";
import { checkExportSources } from "@/lib/tools/workspace/check-export-sources";
import { defaultWorkspaceLimits } from "@/lib/tools/workspace/workspace-limits";
import { definedHandlers, settingsWith } from "../../support/defined-handlers";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, callToolOutput, contextFor, createRunRow, toolDependencies } from "./tool-test-setup";

// Seed "tool rules", Exporting stored text: write_file takes its text from a stored result of this
// conversation, preview-omitted text included; refused, nothing written, for missing fields, ambiguous
// delimiters, failed calls, read windows and records marked truncated. A ref from another conversation,
// another organisation or nowhere is refused identically (Untrusted output). run_code reads refs the same way.

const prisma = testPrisma();
let fixture: OrganisationFixture;
let stranger: OrganisationFixture;
let context: ToolContext;
let otherConversation: ToolContext;
let strangerContext: ToolContext;

type Stored = { tool?: string; body: string; outcome?: "ok" | "tool_error"; truncated?: boolean };

/** A stored result as the pipeline leaves it: its call record, and the stamped string with its trailer. */
async function storeResult(owner: ToolContext, { tool = "os.list_built_in_tools", body, outcome = "ok", truncated = false }: Stored): Promise<string> {
  const call = await prisma.toolCall.create({ data: { organisationId: owner.organisationId, runId: owner.runId, name: tool, tool, toolName: tool, arguments: {}, outcome } });
  const ref = `res_test_${Math.random().toString(36).slice(2, 12)}`;
  const text = `${body}\n\nremaining_tool_calls: 7`;
  await prisma.storedResult.create({
    data: { ref, organisationId: owner.organisationId, conversationId: owner.conversationId, runId: owner.runId, callId: call.id, tool, text, bytes: text.length, originalBytes: text.length, truncated },
  });
  return ref;
}

const longBody = JSON.stringify({ items: [{ title: "Report", body: `<main>${"middle ".repeat(2000)}THE END</main><aside>x</aside>` }] });
let refs: Record<"issues" | "failed" | "window" | "truncated" | "foreign" | "stranger" | "numbers", string>;

beforeAll(async () => {
  fixture = await createOrganisationFixture(prisma);
  stranger = await createOrganisationFixture(prisma);
  const contextOf = async (owner: OrganisationFixture) => ({ ...contextFor(owner, { taskId: null, ...(await createRunRow(prisma, owner, null)) }) });
  [context, otherConversation, strangerContext] = await Promise.all([contextOf(fixture), contextOf(fixture), contextOf(stranger)]);
  refs = {
    issues: await storeResult(context, { body: longBody }),
    failed: await storeResult(context, { body: "ERROR: the mail server did not answer", outcome: "tool_error" }),
    window: await storeResult(context, { tool: "read_tool_result", body: "a window of another result" }),
    truncated: await storeResult(context, { body: "cut here\n[truncated]", truncated: true }),
    foreign: await storeResult(otherConversation, { body: "another conversation's text" }),
    stranger: await storeResult(strangerContext, { body: "another organisation's text" }),
    numbers: await storeResult(context, { body: JSON.stringify({ values: [3, 4, 5] }) }),
  };
});

const write = (input: Record<string, unknown>, owner: ToolContext = context) => callTool(prisma, "write_file", owner, input);
const exportFrom = (ref: string, selector: Record<string, unknown> = {}) => ({ _toolResultContext: { sources: [{ ref, ...selector }] } });
const fileCount = () => prisma.workspaceFile.count({ where: { agentId: fixture.agentId } });

describe("write_file exporting a stored result", () => {
  it("writes the selected text whole, including what the preview left out", async () => {
    const preview = buildPreview(longBody, refs.issues);
    expect(preview?.context.partial).toBe(true);
    expect(preview?.text).not.toContain("THE END</main>");
    const answer = JSON.parse(await write({ path: "report.html", ...exportFrom(refs.issues, { field: ["items", "0", "body"], between: { start: "<main>", end: "</main>" } }) }));
    expect(answer).toEqual({ path: "report.html", status: "created", bytes: 14007, exportedFrom: refs.issues });
    const file = await prisma.workspaceFile.findFirstOrThrow({ where: { agentId: fixture.agentId, path: "report.html" } });
    expect(file.content).toBe(`${"middle ".repeat(2000)}THE END`);
  });

  it("writes the whole result without its trailer when no field is given", async () => {
    await write({ path: "numbers.json", ...exportFrom(refs.numbers) });
    expect((await prisma.workspaceFile.findFirstOrThrow({ where: { agentId: fixture.agentId, path: "numbers.json" } })).content).toBe('{"values":[3,4,5]}');
  });

  const notFound = /^result_not_found: no stored result of this conversation has that ref\. .*; nothing was written$/;

  it.each([
    ["a made-up ref", () => exportFrom("res_made_up"), notFound],
    ["a ref of another conversation", () => exportFrom(refs.foreign), notFound],
    ["a ref of another organisation", () => exportFrom(refs.stranger), notFound],
    ["a failed call", () => exportFrom(refs.failed), /^result_call_failed: the call behind "res_test_\w+" \(os\.list_built_in_tools\) did not succeed, .*; nothing was written$/],
    ["a read window", () => exportFrom(refs.window), /^result_read_window: "res_test_\w+" is a read window \(read_tool_result\), .*; nothing was written$/],
    ["a record marked truncated", () => exportFrom(refs.truncated), /^result_truncated: the stored result "res_test_\w+" is marked truncated: .*; nothing was written$/],
    ["a missing field", () => exportFrom(refs.issues, { field: ["items", "0", "author"] }), /^export_field_missing: field \["items","0","author"\] is missing: .*; nothing was written$/],
    ["ambiguous delimiters", () => exportFrom(refs.issues, { field: ["items", "0", "body"], between: { start: "middle", end: "THE END" } }), /^export_delimiters_ambiguous: between\.start "middle" occurs 2000 times/],
    ["both content and an export", () => ({ content: "x", ...exportFrom(refs.numbers) }), /^write_input_invalid: pass either `content` or `_toolResultContext`/],
  ])("refuses %s and writes nothing", async (_description, inputOf, refusal) => {
    const before = await fileCount();
    await expect(write({ path: "refused.txt", ...inputOf() })).rejects.toThrow(refusal);
    expect(await fileCount()).toBe(before);
  });

  it("refuses a foreign ref with exactly the text of a made-up one", async () => {
    const messageOf = (ref: string) => write({ path: "x.txt", ...exportFrom(ref) }).catch((error: Error) => error.message);
    const [madeUp, foreign, otherOrganisation] = await Promise.all([messageOf("res_made_up"), messageOf(refs.foreign), messageOf(refs.stranger)]);
    expect(foreign).toBe(madeUp);
    expect(otherOrganisation).toBe(madeUp);
  });

  it("refuses every export from a call that has no conversation", async () => {
    await expect(write({ path: "x.txt", ...exportFrom(refs.numbers) }, { ...context, conversationId: null })).rejects.toThrow(notFound);
  });
});

describe("checkExportSources", () => {
  it("plans a batch of writes in order without writing, naming each refusal", async () => {
    const before = await fileCount();
    const plans = await checkExportSources(prisma, context, [
      { path: "a.txt", content: "plain" },
      { path: "b.json", ...exportFrom(refs.numbers, { field: ["values"] }) },
      { path: "c.txt", ...exportFrom(refs.truncated) },
      { path: "d.json", content: "", ...exportFrom(refs.numbers, { field: ["values", "2"] }) },
    ], defaultWorkspaceLimits);
    expect(plans).toEqual([
      { ok: true, path: "a.txt", content: "plain", exportedFrom: null },
      { ok: true, path: "b.json", content: "[\n  3,\n  4,\n  5\n]", exportedFrom: refs.numbers },
      { ok: false, code: "result_truncated", message: expect.stringMatching(/; nothing was written$/) },
      // An empty `content` beside an export is read as omitted.
      { ok: true, path: "d.json", content: "5", exportedFrom: refs.numbers },
    ]);
    expect(await fileCount()).toBe(before);
  });
});

describe("run_code", () => {
  it("exposes the refs' stored texts as toolResults and the input as input, and records exit code 0", async () => {
    const output = await callToolOutput(prisma, "run_code", context, {
      code: "const { values } = JSON.parse(toolResults[0]);\nconsole.log(toolResults.length);\nvalues.reduce((sum, value) => sum + value, 0) * input.times",
      toolResults: [refs.numbers],
      input: { times: 2 },
    });
    expect(output).toEqual({ text: JSON.stringify({ exit_code: 0, value: 24, logs: ["1"] }, null, 2), exitCode: 0 });
  });

  it("runs with no refs, and lets code declare its own toolResults", async () => {
    expect(await callTool(prisma, "run_code", context, { code: "typeof toolResults === 'object' && toolResults.length" })).toContain('"value": 0');
    expect(await callTool(prisma, "run_code", context, { code: "const toolResults = 'mine'; toolResults" })).toContain('"value": "mine"');
  });

  it("refuses a foreign, failed, windowed or truncated ref before running anything", async () => {
    for (const [ref, code] of [
      [refs.foreign, "result_not_found"],
      [refs.stranger, "result_not_found"],
      [refs.failed, "result_call_failed"],
      [refs.window, "result_read_window"],
      [refs.truncated, "result_truncated"],
    ]) {
      await expect(callTool(prisma, "run_code", context, { code: "1", toolResults: [refs.numbers, ref] })).rejects.toThrow(new RegExp(`^${code}: .*; the code did not run$`));
    }
  });

  it("ends failed code as a tool error carrying its exit code", async () => {
    const failure = await callToolOutput(prisma, "run_code", context, { code: "console.log('before'); throw new Error('boom')" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect(failure).toMatchObject({ code: "code_failed", exitCode: 1, message: "code_failed: the code failed with exit code 1: Error: boom\nLast logs:\nbefore" });
    const settings = settingsWith({ SCRIPT_TIME_LIMIT_MS: 100, SCRIPT_MEMORY_LIMIT_BYTES: 8 * 1024 * 1024, SCRIPT_OUTPUT_MAX_BYTES: 1024 * 1024 });
    const handlers = definedHandlers(codeTools, { ...toolDependencies(prisma), settings });
    await expect(handlers.run_code({ ...context, tool: "run_code" }, { code: "while (true) {}" })).rejects.toMatchObject({ code: "code_timed_out", exitCode: 124 });
  });
});

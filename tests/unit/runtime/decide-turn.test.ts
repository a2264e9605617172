import { describe, expect, it } from "vitest";
import { decideTurn } from "@/lib/runtime/admission/decide-turn";
import { exportNotRunText, readOnlyCredentialText } from "@/lib/runtime/admission/refusal-texts";
import { runCatalog } from "@/lib/tools/registry/run-catalog";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import type { TaskSettings } from "@/lib/runtime/offer/task-declaration";
import type { Catalog, ExportVerdict, HandlerRegistry, ModelCall, VendorToolNow } from "@/lib/runtime/ports";
import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { agentSettings, createTestCatalog, createTestHandlers, testTools } from "../../support/core-fixtures";

// Issue 9, item 1: every decision before a handler runs is one pure function over (the offer, the run's
// state, the turn's calls). What needs the world comes in as data (the export verdicts).

const taskOf = (tools: string[], gates: string[] = []): TaskSettings => ({ id: "task_1", declarations: tools.map((tool) => ({ tool, pins: [] })), gates });

type Options = { catalog?: Catalog; handlers?: HandlerRegistry; task?: TaskSettings | null; remaining?: number; flags?: { coding?: boolean }; verdicts?: Map<number, ExportVerdict>; vendorStates?: Map<number, VendorToolNow>; outsideRun?: boolean };

function decide(calls: ModelCall[], options: Options = {}) {
  const catalog = options.catalog ?? createTestCatalog();
  const handlers = options.handlers ?? createTestHandlers();
  const task = options.task ?? null;
  const remaining = options.remaining ?? 10;
  const offer = buildOffer({ catalog, handlers, task, actingUserRoles: ["editor"], remainingToolCalls: remaining, agent: agentSettings({ flags: options.flags }), kind: "direct", agentTools: [] });
  return decideTurn(calls, { offer, catalog: offer.catalog, handlers, task, remainingToolCalls: remaining, unknownNamesHandedBack: 0, exportVerdicts: options.verdicts, vendorStates: options.vendorStates, outsideRun: options.outsideRun });
}

const call = (name: string, input: unknown = {}, id = name): ModelCall => ({ id, name, arguments: input });

describe("decideTurn", () => {
  it("decides the credential and the gates with admission, in one pass over the turn", () => {
    const task = taskOf(["test.echo", "test.unsafe_flaky", "test.ask", "test.memory"], ["test.echo", "test.memory"]);
    const { decisions } = decide([call("test__echo", { text: "a" }), call("test__unsafe_flaky"), call("test__ask"), call("test__memory")], { task });
    // Both writing tools meet the task's read-only credential first; test.memory's gate policy is "never".
    expect(decisions.map((decision) => decision.outcome)).toEqual(["waiting", "tool_error", "tool_error", "pending"]);
    expect(decisions[1]).toMatchObject({ code: "read_only_credential", text: readOnlyCredentialText("test.unsafe_flaky") });
    expect(decisions[0]).toMatchObject({ outcome: "waiting", requirement: "task" });
    // Without a task the run acts with its user's rights: the always-gated tool waits for the CEO.
    expect(decide([call("test__ask")]).decisions[0]).toMatchObject({ outcome: "waiting", requirement: "always" });
  });

  it("projects the budget through the turn: a call past it is handed back, and each answer's trailer shows what is left there", () => {
    const { decisions, remainingAt } = decide([call("test__echo", { text: "a" }, "1"), call("test__nope", {}, "2"), call("test__echo", { text: "b" }, "3")], { remaining: 1 });
    expect(decisions.map((decision) => [decision.outcome, "code" in decision ? decision.code : null])).toEqual([
      ["pending", null],
      ["handed_back", "unknown_tool_name"],
      ["handed_back", "budget_spent"],
    ]);
    // An admission refusal is answered as the turn starts; a refusal before running where the turn is.
    expect(remainingAt).toEqual([1, 1, 0]);
  });

  it("a refused export stops every file write of its batch, and only those (seed: refused before any file is written)", () => {
    const write = call("write_file", { path: "a.txt", _toolResultContext: { sources: [{ ref: "res_x" }] } }, "w1");
    const other = call("workspace__write_file", { path: "b.txt", content: "b" }, "w2");
    const read = call("os__get_context", { key: "k" }, "r");
    const handlers: HandlerRegistry = { has: () => true, get: () => async () => "ok" };
    const verdicts = new Map<number, ExportVerdict>([[0, { ok: false, code: "source_not_found", message: "no stored result res_x" }]]);
    const { decisions } = decide([write, other, read], { catalog: runCatalog, handlers, flags: { coding: true }, verdicts });
    expect(decisions.map((decision) => decision.outcome)).toEqual(["tool_error", "not_run", "pending"]);
    expect(decisions[0]).toMatchObject({ code: "source_not_found", text: "ERROR: source_not_found: no stored result res_x" });
    expect(decisions[1]).toMatchObject({ code: "not_run", text: exportNotRunText });
  });

  it("an export whose sources are fine decides like any other call", () => {
    const write = call("write_file", { path: "a.txt", content: "x" });
    const handlers: HandlerRegistry = { has: () => true, get: () => async () => "ok" };
    const { decisions } = decide([write], { catalog: runCatalog, handlers, flags: { coding: true }, verdicts: new Map([[0, { ok: true }]]) });
    expect(decisions.map((decision) => decision.outcome)).toEqual(["pending"]);
  });
});

// Issue 17, item 2: the decisions once made outside decideTurn.
describe("decideTurn, in the one vocabulary", () => {
  const files: ToolDefinition = { ...testTools[0], name: "files.read", gate: "never", availability: { kind: "connector", connector: "files", state: "on" } };
  const vendorCatalog = createTestCatalog([...testTools, files]);
  const answersAll: HandlerRegistry = { has: () => true, get: () => async () => "ok" };

  it.each([
    ["on", { outcome: "pending" }],
    ["turned_off", { outcome: "tool_error", code: "tool_turned_off", text: "ERROR: tool_turned_off: files.read was turned off on the files login." }],
    ["login_disconnected", { outcome: "tool_error", code: "connector_unavailable" }],
    ["not_listed", { outcome: "tool_error", code: "vendor_tool_gone", text: "ERROR: vendor_tool_gone: the files server no longer lists files.read." }],
  ] as const)("a vendor tool whose login and on/off read %s just before admission", (state, expected) => {
    const { decisions } = decide([call("files__read", { text: "x" })], { catalog: vendorCatalog, handlers: answersAll, vendorStates: new Map([[0, state]]) });
    expect(decisions[0]).toMatchObject(expected);
  });

  it("decides the write-ahead once: an admitted call unsafe to repeat is marked, a safe one is not", () => {
    const { decisions } = decide([call("test__unsafe_flaky"), call("test__echo", { text: "x" })]);
    expect(decisions).toMatchObject([{ outcome: "pending", writeAhead: true }, { outcome: "pending", writeAhead: false }]);
  });

  it("outside a run a call the run would gate is handed back gate_required (nothing can wait), and is not charged", () => {
    const task = taskOf(["test.echo", "test.memory"], ["test.echo"]);
    expect(decide([call("test__echo", { text: "x" })], { task }).decisions[0]).toMatchObject({ outcome: "waiting", requirement: "task" });
    const { decisions, remainingAt } = decide([call("test__echo", { text: "x" }), call("test__memory")], { task, outsideRun: true, remaining: 1 });
    expect(decisions[0]).toMatchObject({ outcome: "handed_back", code: "gate_required", text: "ERROR: test.echo waits for the CEO's decision, so it runs only inside a run." });
    expect(decisions[1]).toMatchObject({ outcome: "pending" });
    expect(remainingAt).toEqual([1, 1]);
  });
});

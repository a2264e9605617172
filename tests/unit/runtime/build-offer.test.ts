import { describe, expect, it } from "vitest";
import type { RunKind, ToolAvailability, ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { buildOffer, type OfferSubject } from "@/lib/runtime/offer/build-offer";
import { availabilityVerdict } from "@/lib/runtime/offer/availability-rule";
import { explainOffer } from "@/lib/runtime/offer/explain-offer";
import type { HandlerRegistry } from "@/lib/runtime/ports";
import { agentSettings, createTestCatalog } from "@/tests/support/core-fixtures";

// Seed "tools in a run", What a run offers — the flag table, row by row, on a catalog with one tool of
// each kind. Every tool has a handler, so only the rules decide.

function tool(name: string, availability?: ToolAvailability, extra: Partial<ToolDefinition> = {}): ToolDefinition {
  return {
    name,
    family: "Test",
    page: "Test tools",
    description: `${name}.`,
    access: "read",
    retry: "safe",
    gate: "task",
    runCallable: true,
    inputSchema: { type: "object", properties: {} },
    errors: [],
    ...(availability ? { availability } : {}),
    ...extra,
  };
}

const definitions = [
  tool("os.get_context"),
  tool("browser.navigate", { kind: "flag", flag: "browser" }),
  tool("read_file", { kind: "flag", flag: "coding" }),
  tool("script_run", { kind: "binding", binding: "script", unlessFalse: "scripting" }),
  tool("memory_write", { kind: "binding", binding: "memory", unlessFalse: "memory" }),
  tool("schedule_create", { kind: "binding", binding: "schedule", runKinds: ["direct", "group_chat"] }),
  tool("secret_request", { kind: "binding", binding: "secret", runKinds: ["direct"] }),
  tool("note_write", { kind: "binding", binding: "note" }),
  tool("record_create", { kind: "binding", binding: "record" }),
  tool("group_post", { kind: "binding", binding: "group_post" }),
  tool("report_issue", { kind: "runtime" }),
];

const everyHandler: HandlerRegistry = { get: () => async () => "ok", has: () => true };
const allBindings = { note: true, record: true, memory: true, script: true, schedule: true, secret: true, group_post: true };

function offered(subject: Partial<OfferSubject> = {}, catalog = definitions): string[] {
  const offer = buildOffer({
    catalog: createTestCatalog(catalog),
    handlers: everyHandler,
    task: null,
    actingUserRoles: ["editor"],
    remainingToolCalls: 10,
    agent: agentSettings({ bindings: allBindings }),
    kind: "direct",
    agentTools: [],
    ...subject,
  });
  return offer.tools.map((entry) => entry.name);
}

describe("the flag table (seed \"tools in a run\", What a run offers)", () => {
  const flagRows: [string, string, Partial<OfferSubject>, boolean][] = [
    ["browser tools", "browser__navigate", { agent: agentSettings({ bindings: allBindings, flags: { browser: true } }) }, true],
    ["browser tools", "browser__navigate", { agent: agentSettings({ bindings: allBindings }) }, false],
    ["browser tools", "browser__navigate", { agent: agentSettings({ bindings: allBindings, flags: { browser: false } }) }, false],
    ["code tools", "read_file", { agent: agentSettings({ bindings: allBindings, flags: { coding: true } }) }, true],
    ["code tools", "read_file", { agent: agentSettings({ bindings: allBindings }) }, false],
    ["script tools", "script_run", { agent: agentSettings({ bindings: allBindings }) }, true],
    ["script tools", "script_run", { agent: agentSettings({ bindings: allBindings, flags: { scripting: true } }) }, true],
    ["script tools", "script_run", { agent: agentSettings({ bindings: allBindings, flags: { scripting: false } }) }, false],
    ["memory_write", "memory_write", { agent: agentSettings({ bindings: allBindings }) }, true],
    ["memory_write", "memory_write", { agent: agentSettings({ bindings: allBindings, flags: { memory: false } }) }, false],
    ["schedule tools", "schedule_create", { kind: "direct" }, true],
    ["schedule tools", "schedule_create", { kind: "group_chat" }, true],
    ["schedule tools", "schedule_create", { kind: "schedule" }, false],
    ["secret_request", "secret_request", { kind: "direct" }, true],
    ["secret_request", "secret_request", { kind: "group_chat" }, false],
    ["secret_request", "secret_request", { kind: "schedule" }, false],
    ["report_issue", "report_issue", { kind: "schedule", agent: agentSettings() }, true],
  ];
  it.each(flagRows)("%s: %s with %j → offered %s", (_row, name, subject, expected) => {
    expect(offered(subject).includes(name)).toBe(expected);
  });

  it.each(["note_write", "record_create", "memory_write", "script_run", "schedule_create", "secret_request", "group_post"])(
    "%s is a binding: offered only when its binding resolves enabled",
    (name) => {
      expect(offered({ agent: agentSettings({ bindings: allBindings }) })).toContain(name);
      expect(offered({ agent: agentSettings() })).not.toContain(name);
    },
  );

  it("a binding that is on still obeys its flag and run kind", () => {
    const verdict = availabilityVerdict({ kind: "binding", binding: "secret", runKinds: ["direct"] }, agentSettings({ bindings: { secret: true } }), "schedule" as RunKind);
    expect(verdict).toEqual({ offered: false, reason: "not offered in a schedule run" });
  });
});

describe("a task narrows the agent's offer (ONE-PRODUCT \"Offer\")", () => {
  const task = (tools: string[]) => ({ id: "task_1", declarations: tools.map((name) => ({ tool: name, pins: [] })), gates: [] });

  it("offers only what the task declares, plus the run's own tools", () => {
    expect(offered({ task: task(["os.get_context", "note_write"]) })).toEqual(["os__get_context", "note_write", "report_issue"]);
  });

  it("a declared binding tool whose binding is off is not offered", () => {
    expect(offered({ task: task(["note_write"]), agent: agentSettings() })).toEqual(["report_issue"]);
  });

  it("offers nothing at all once the budget is spent, not even the run's own tools", () => {
    expect(offered({ remainingToolCalls: 0 })).toEqual([]);
  });
});

describe("a script with parameters is a tool of its own while script_run is offered", () => {
  const scriptTool = tool("scripts.weekly_report", { kind: "binding", binding: "script", unlessFalse: "scripting" }, { offeredAlongside: "script_run" });

  it("rides on script_run", () => {
    expect(offered({ agentTools: [scriptTool] })).toContain("scripts__weekly_report");
    expect(offered({ agentTools: [scriptTool], agent: agentSettings({ bindings: allBindings, flags: { scripting: false } }) })).not.toContain(
      "scripts__weekly_report",
    );
  });

  it("comes with script_run under a task that declares script_run", () => {
    const declared = { id: "task_1", declarations: [{ tool: "script_run", pins: [] }], gates: [] };
    expect(offered({ agentTools: [scriptTool], task: declared })).toEqual(["script_run", "scripts__weekly_report", "report_issue"]);
    const withoutScriptRun = { ...declared, declarations: [{ tool: "note_write", pins: [] }] };
    expect(offered({ agentTools: [scriptTool], task: withoutScriptRun })).not.toContain("scripts__weekly_report");
  });

  it("never shadows a registry tool of the same name", () => {
    const impostor = tool("report_issue", undefined, { description: "impostor" });
    const offer = buildOffer({
      catalog: createTestCatalog(definitions),
      handlers: everyHandler,
      task: null,
      actingUserRoles: ["editor"],
      remainingToolCalls: 10,
      agent: agentSettings(),
      kind: "direct",
      agentTools: [impostor],
    });
    expect(offer.tools.filter((entry) => entry.name === "report_issue").map((entry) => entry.description)).toEqual(["report_issue."]);
  });
});

describe("explaining the offer (what an admin sees before a run starts)", () => {
  it("gives one reason per tool that is not offered", () => {
    const planned = tool("os.planned");
    const handlers: HandlerRegistry = { get: () => async () => "ok", has: (name) => name !== "os.planned" };
    const explained = explainOffer({
      catalog: createTestCatalog([...definitions, planned, tool("os.chat_only", undefined, { runCallable: false })]),
      handlers,
      task: null,
      actingUserRoles: ["editor"],
      remainingToolCalls: 10,
      agent: agentSettings({ bindings: { note: true, secret: true }, flags: { scripting: false } }),
      kind: "schedule",
      agentTools: [],
    });
    const reasons = Object.fromEntries(explained.map((entry) => [entry.name, entry.reason]));
    expect(reasons).toMatchObject({
      "os.get_context": null,
      note_write: null,
      report_issue: null,
      "browser.navigate": "config.browser is not true",
      read_file: "config.coding is not true",
      script_run: "the script binding is off for this agent",
      record_create: "the record binding is off for this agent",
      secret_request: "not offered in a schedule run",
      "os.planned": "planned: no handler answers it yet",
      "os.chat_only": "only the CEO chat offers it",
    });
  });
});

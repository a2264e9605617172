// Small fixtures for the core's unit tests: a catalog of test tools, their handlers, and loop deps
// over the in-memory store. The real catalog and handlers are exercised in tests/integration.

import type { ToolDefinition } from "@/lib/runtime/catalog/tool-definition";
import { BINDING_NAMES, type AgentFlags, type AgentOfferSettings, type BindingName } from "@/lib/runtime/offer/agent-settings";
import type { LoopDependencies } from "@/lib/runtime/ports/loop-dependencies";
import type { RunSnapshot } from "@/lib/runtime/ports/run-store";
import { ToolError, type Catalog, type HandlerRegistry, type ModelClient, type ModelResponse, type ToolHandler } from "@/lib/runtime/ports";
import { defaultRuntimeLimits } from "@/lib/runtime/runtime-limits";
import type { InMemoryRunStore } from "./in-memory-run-store";

function tool(name: string, overrides: Partial<ToolDefinition> = {}): ToolDefinition {
  return {
    name,
    family: "Test",
    page: "Test tools",
    description: `The ${name} test tool.`,
    access: "read",
    retry: "safe",
    gate: "task",
    runCallable: true,
    inputSchema: { type: "object", properties: { text: { type: "string", description: "Text to echo." } }, additionalProperties: false },
    errors: [],
    ...overrides,
  };
}

export const testTools: ToolDefinition[] = [
  tool("test.echo"),
  tool("test.big"),
  tool("test.flaky"),
  tool("test.unsafe_flaky", { retry: "unsafe", access: "write" }),
  tool("test.broken"),
  tool("test.refuses"),
  tool("test.lookup", {
    inputSchema: {
      type: "object",
      properties: {
        uid: { type: "integer", description: "Record id." },
        table: { type: "string", enum: ["pages", "tt_content"], description: "Table." },
      },
      required: ["uid", "table"],
      additionalProperties: false,
    },
  }),
  tool("test.ask", { gate: "always", access: "write", retry: "idempotent" }),
  tool("test.memory", { gate: "never" }),
  tool("test.planned"),
  tool("test.chat_only", { runCallable: false }),
];

export function createTestCatalog(definitions: ToolDefinition[] = testTools): Catalog {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return { get: (name) => byName.get(name), all: () => definitions };
}

export type HandlerLog = { calls: { tool: string; input: Record<string, unknown> }[]; flakyFailures: number };

export function createTestHandlers(log: HandlerLog = { calls: [], flakyFailures: 2 }): HandlerRegistry & { log: HandlerLog } {
  let flakyLeft = log.flakyFailures;
  const handlers: Record<string, ToolHandler> = {
    "test.echo": async (_context, input) => `echo: ${String(input.text ?? "")}`,
    "test.big": async () => "b".repeat(200 * 1024),
    "test.flaky": async () => {
      if (flakyLeft-- > 0) throw new ToolError("backend_unavailable", "backend unavailable", { retryable: true });
      return "flaky answered";
    },
    "test.unsafe_flaky": async () => {
      throw new ToolError("backend_unavailable", "backend unavailable", { retryable: true });
    },
    "test.broken": async () => {
      throw new Error("disk on fire");
    },
    "test.refuses": async () => {
      throw new ToolError("key_missing", "no value by that name");
    },
    "test.lookup": async (_context, input) => `row ${String(input.uid)} of ${String(input.table)}`,
    "test.ask": async (context) => `The CEO ${context.gateDecision?.decision === "approve" ? "approved" : "denied"}.`,
    "test.memory": async () => "remembered",
    "test.chat_only": async () => "never",
  };
  const wrapped = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]): [string, ToolHandler] => [
      name,
      async (context, input) => {
        log.calls.push({ tool: name, input });
        return handler(context, input);
      },
    ]),
  );
  return { get: (name) => wrapped[name], has: (name) => name in wrapped, log };
}

/** A model that plays a list of responses by turn index, as the scripted model of CONTRACT.md does. */
export function scriptedResponses(responses: ModelResponse[], seen: { tools: string[][] } = { tools: [] }): ModelClient {
  return {
    async generate(request) {
      seen.tools.push(request.tools.map((offered) => offered.name));
      return responses[request.turnIndex] ?? { text: "", calls: [] };
    },
  };
}

function bindingsWith(overrides: Partial<Record<BindingName, boolean>>): Record<BindingName, boolean> {
  return Object.fromEntries(BINDING_NAMES.map((name) => [name, overrides[name] ?? false])) as Record<BindingName, boolean>;
}

// Built once: the in-process bench makes two snapshots a run, and times the loop, not this.
const NO_BINDINGS = bindingsWith({});

/** An agent with no flags set and every binding off, unless overridden. */
export function agentSettings(overrides: { flags?: Partial<AgentFlags>; bindings?: Partial<Record<BindingName, boolean>> } = {}): AgentOfferSettings {
  const bindings = overrides.bindings === undefined ? { ...NO_BINDINGS } : bindingsWith(overrides.bindings);
  return { flags: { browser: null, coding: null, scripting: null, memory: null, ...overrides.flags }, bindings };
}

export function runSnapshot(overrides: Partial<RunSnapshot> = {}): RunSnapshot {
  return {
    id: "run_1",
    lease: 0,
    organisationId: "org_1",
    conversationId: "conversation_1",
    agentId: "agent_1",
    taskId: null,
    actingUserId: "user_1",
    actingUserRoles: ["editor"],
    kind: "direct",
    status: "queued",
    input: "Do the thing.",
    model: null,
    state: { version: 1, toolCallBudget: 20, maxIterations: 10 },
    task: null,
    agent: agentSettings(),
    agentTools: [],
    connectors: [],
    previews: true,
    history: [],
    turns: [],
    ...overrides,
  };
}

// Parsed once: the clock is read several times a step, and the in-process bench times the loop, not this.
const FIXTURE_NOW_MILLISECONDS = Date.parse("2026-11-30T12:00:00Z");

export function loopDependencies(store: InMemoryRunStore, model: ModelClient, handlers = createTestHandlers(), secrets: string[] = []): LoopDependencies & { sleeps: number[]; refs: Map<string, string> } {
  const sleeps: number[] = [];
  // The loop writes its results with the calls they answer (issue 9, item 5): the store holds them.
  const refs = store.results;
  let counter = 0;
  return {
    store,
    catalog: createTestCatalog(),
    handlers,
    modelFor: async () => model,
    secrets: { valuesFor: async () => secrets },
    results: {
      newRef: () => `ref_${++counter}`,
      async put(input) {
        const ref = `ref_${++counter}`;
        refs.set(ref, input.text);
        return { ref };
      },
    },
    limits: defaultRuntimeLimits,
    clock: { now: () => new Date(FIXTURE_NOW_MILLISECONDS) },
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
    log: { error: () => undefined },
    sleeps,
    refs,
  };
}

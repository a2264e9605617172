import { describe, expect, it } from "vitest";
import { advanceRun } from "@/lib/runtime/loop/advance-run";
import type { HandlerRegistry, ModelResponse } from "@/lib/runtime/ports";
import type { AgentConnector, ConnectorLoginSnapshot } from "@/lib/runtime/offer/connector-offer";
import { connectorToolDefinitions } from "@/lib/runtime/offer/connector-offer";
import { createInMemoryRunStore } from "../../../support/in-memory-run-store";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../../support/core-fixtures";

// The fixture clock reads 2026-11-30T12:00:00Z.
function login(overrides: Partial<ConnectorLoginSnapshot> = {}): ConnectorLoginSnapshot {
  return {
    id: "login_1",
    scope: "organisation",
    guildId: null,
    agentId: null,
    status: "connected",
    platform: false,
    listedAt: "2026-11-30T11:59:00Z",
    tools: [{ serverName: "echo", description: "Echo.", inputSchema: { type: "object", properties: { text: { type: "string" } } }, annotations: { readOnlyHint: true } }],
    settings: {},
    ...overrides,
  };
}

function vendorHandlers(): ReturnType<typeof createTestHandlers> {
  const base = createTestHandlers();
  const echo = async (_context: unknown, input: Record<string, unknown>) => `vendor echo: ${String(input.text)}`;
  const registry: HandlerRegistry = { get: (tool) => (tool.startsWith("files.") ? echo : base.get(tool)), has: (tool) => tool.startsWith("files.") || base.has(tool) };
  return { ...registry, log: base.log };
}

async function start(connectors: AgentConnector[], responses: ModelResponse[] = [{ text: "done", calls: [] }]) {
  const store = createInMemoryRunStore([runSnapshot({ connectors, agentTools: connectorToolDefinitions(connectors) })]);
  const seen = { tools: [] as string[][] };
  const relisted: string[][] = [];
  const deps = {
    ...loopDependencies(store, scriptedResponses(responses, seen), vendorHandlers()),
    connectors: { maxListAgeMs: 600_000, relist: async (ids: readonly string[]) => void relisted.push([...ids]) },
  };
  const status = await advanceRun(deps, "run_1");
  return { status, seen, relisted, extra: store.extras.get("run_1")!, store };
}

describe("connector logins at generation start (seed 'tools in a run')", () => {
  it("fails the run naming the connector when its login is disconnected, before the model is asked", async () => {
    const { status, extra, seen } = await start([{ connector: "files", login: login({ status: "disconnected" }), platformKeyServes: false }]);
    expect(status).toBe("failed");
    expect(extra.failure?.code).toBe("connector_disconnected");
    expect(extra.failure?.message).toContain("files");
    expect(seen.tools).toEqual([]);
  });

  it("names every disconnected connector", async () => {
    const { extra } = await start([
      { connector: "files", login: login({ status: "disconnected" }), platformKeyServes: false },
      { connector: "slack", login: login({ id: "l2", status: "disconnected" }), platformKeyServes: false },
    ]);
    expect(extra.failure?.message).toContain("files, slack");
  });

  it("starts without a pending login's tools, and without a disconnected platform login served by a key", async () => {
    const { status, seen } = await start([
      { connector: "files", login: login({ status: "pending" }), platformKeyServes: false },
      { connector: "slack", login: login({ id: "l2", status: "disconnected", platform: true }), platformKeyServes: true },
    ]);
    expect(status).toBe("succeeded");
    expect(seen.tools[0].some((name) => name.startsWith("files__") || name.startsWith("slack__"))).toBe(false);
  });

  it("offers a connected login's tools and calls them on the one path", async () => {
    const { status, seen, store } = await start(
      [{ connector: "files", login: login(), platformKeyServes: false }],
      [{ text: "", calls: [{ id: "c1", name: "files__echo", arguments: { text: "hi" } }] }, { text: "done", calls: [] }],
    );
    expect(status).toBe("succeeded");
    expect(seen.tools[0]).toContain("files__echo");
    expect(store.runs.get("run_1")!.turns[0].calls[0].result).toContain("vendor echo: hi");
  });

  it("lists again a connected login whose stored list is older than the max age, not a fresh one", async () => {
    const stale = await start([{ connector: "files", login: login({ listedAt: "2026-11-30T11:49:59Z" }), platformKeyServes: false }]);
    expect(stale.relisted).toEqual([["login_1"]]);
    const never = await start([{ connector: "files", login: login({ listedAt: null }), platformKeyServes: false }]);
    expect(never.relisted).toEqual([["login_1"]]);
    const fresh = await start([{ connector: "files", login: login({ listedAt: "2026-11-30T11:51:00Z" }), platformKeyServes: false }]);
    expect(fresh.relisted).toEqual([]);
  });
});

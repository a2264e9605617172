import { describe, expect, it } from "vitest";
import { vendorTools, vendorToolName, type VendorListedTool } from "@/lib/runtime/catalog/vendor-tools";
import { resolveLogin, runStartVerdict, type CandidateLogin } from "@/lib/runtime/offer/resolve-login";
import { connectorToolDefinitions, type AgentConnector, type ConnectorLoginSnapshot } from "@/lib/runtime/offer/connector-offer";
import { explainConnectors } from "@/lib/runtime/offer/explain-connectors";
import { buildOffer } from "@/lib/runtime/offer/build-offer";
import { availabilityVerdict } from "@/lib/runtime/offer/availability-rule";
import { agentSettings, createTestCatalog, createTestHandlers } from "../../../support/core-fixtures";
import type { HandlerRegistry } from "@/lib/runtime/ports";

const listed: VendorListedTool[] = [
  { serverName: "read_text_file", description: "Read a file.", inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] }, annotations: { readOnlyHint: true } },
  { serverName: "write_file", description: "Write a file.", inputSchema: { type: "object", properties: {} }, annotations: { idempotentHint: true } },
  { serverName: "move file!", description: "Move.", inputSchema: { type: "object" }, annotations: {} },
];

function login(overrides: Partial<ConnectorLoginSnapshot> = {}): ConnectorLoginSnapshot {
  return { id: "login_1", scope: "organisation", guildId: null, agentId: null, status: "connected", platform: false, listedAt: "2026-11-30T11:59:00Z", tools: listed, settings: {}, ...overrides };
}

describe("a login's listed tools as vendor tools (CONTRACT.md, Connectors)", () => {
  it("names them <connector>.<tool>, a name a canonical name cannot hold cleaned to _", () => {
    expect(vendorToolName("files", "read_text_file")).toBe("files.read_text_file");
    expect(vendorTools({ connector: "files", loginState: "on", tools: listed, settings: {} }).map((tool) => tool.definition.name)).toEqual([
      "files.read_text_file",
      "files.write_file",
      "files.move_file_",
    ]);
  });

  it("takes retry safety and access from the annotations: readOnlyHint → safe/read, idempotentHint → idempotent/write, else unsafe/write", () => {
    const [read, write, move] = vendorTools({ connector: "files", loginState: "on", tools: listed, settings: {} }).map((tool) => tool.definition);
    expect([read.retry, read.access]).toEqual(["safe", "read"]);
    expect([write.retry, write.access]).toEqual(["idempotent", "write"]);
    expect([move.retry, move.access]).toEqual(["unsafe", "write"]);
  });

  it("lets an admin override retry and access, and turn a tool off", () => {
    const settings = { write_file: { retry: "unsafe" as const }, read_text_file: { enabled: false, access: "write" as const } };
    const [read, write] = vendorTools({ connector: "files", loginState: "on", tools: listed, settings });
    expect(write.definition.retry).toBe("unsafe");
    expect(read.enabled).toBe(false);
    expect(read.definition.access).toBe("write");
    expect(read.definition.availability).toEqual({ kind: "connector", connector: "files", state: "turned_off" });
  });

  it("keeps the first of two server names that clean up to one name", () => {
    const twins = [listed[2], { ...listed[2], serverName: "move file?" }];
    expect(vendorTools({ connector: "files", loginState: "on", tools: twins, settings: {} }).map((tool) => tool.serverName)).toEqual(["move file!"]);
  });

  it("gives a non-object schema an object schema (MCP tools take objects)", () => {
    const odd = [{ ...listed[0], inputSchema: { type: "string" } }];
    expect(vendorTools({ connector: "files", loginState: "on", tools: odd, settings: {} })[0].definition.inputSchema.type).toBe("object");
  });
});

describe("which login serves an agent: its own, else its guild's, else the organisation's", () => {
  const organisation: CandidateLogin = { id: "o", scope: "organisation", guildId: null, agentId: null, status: "connected", platform: false };
  const guild: CandidateLogin = { id: "g", scope: "guild", guildId: "guild_1", agentId: null, status: "pending", platform: false };
  const own: CandidateLogin = { id: "a", scope: "agent", guildId: null, agentId: "agent_1", status: "disconnected", platform: false };
  const agent = { id: "agent_1", guildId: "guild_1" };

  it("prefers the agent's own", () => expect(resolveLogin([organisation, guild, own], agent)?.id).toBe("a"));
  it("then its guild's", () => expect(resolveLogin([organisation, guild], agent)?.id).toBe("g"));
  it("then the organisation's", () => expect(resolveLogin([organisation, guild], { id: "agent_1", guildId: null })?.id).toBe("o"));
  it("never another agent's or another guild's", () => {
    expect(resolveLogin([{ ...own, agentId: "agent_2" }, { ...guild, guildId: "guild_2" }], agent)).toBeNull();
  });
});

describe("seed 'tools in a run', Connector logins at run start", () => {
  it.each([
    ["pending", false, false, { kind: "without", reason: "login_pending" }],
    ["disconnected", false, false, { kind: "fail", code: "connector_disconnected" }],
    ["disconnected", true, true, { kind: "without", reason: "platform_key" }],
    ["disconnected", true, false, { kind: "fail", code: "connector_disconnected" }],
    ["disconnected", false, true, { kind: "fail", code: "connector_disconnected" }],
    ["connected", false, false, { kind: "offer" }],
  ] as const)("%s (platform %s, key %s)", (status, platform, key, verdict) => {
    expect(runStartVerdict({ id: "l", scope: "organisation", guildId: null, agentId: null, status, platform }, key)).toEqual(verdict);
  });

  it("no login: the run starts without the connector", () => {
    expect(runStartVerdict(null, false)).toEqual({ kind: "without", reason: "no_login" });
  });
});

describe("the offer of vendor tools, with the reason each other is left out", () => {
  const vendorHandlers = (): HandlerRegistry => {
    const base = createTestHandlers();
    return { get: (tool) => (tool.startsWith("files.") ? async () => "ok" : base.get(tool)), has: (tool) => tool.startsWith("files.") || base.has(tool) };
  };
  function offerOf(connectors: AgentConnector[]) {
    return buildOffer({
      task: null,
      actingUserRoles: ["editor"],
      remainingToolCalls: 10,
      agent: agentSettings(),
      kind: "direct",
      agentTools: connectorToolDefinitions(connectors),
      catalog: createTestCatalog(),
      handlers: vendorHandlers(),
    });
  }

  it("offers a connected login's tools that are on, as <connector>__<tool>", () => {
    const offer = offerOf([{ connector: "files", login: login({ settings: { write_file: { enabled: false } } }), platformKeyServes: false }]);
    const names = offer.tools.map((tool) => tool.name);
    expect(names).toContain("files__read_text_file");
    expect(names).not.toContain("files__write_file");
    expect(offer.reasons.get("files.write_file")).toBe("tool turned off on the files login");
  });

  it("offers nothing of a pending login, and says so", () => {
    const offer = offerOf([{ connector: "files", login: login({ status: "pending" }), platformKeyServes: false }]);
    expect(offer.tools.some((tool) => tool.name.startsWith("files__"))).toBe(false);
    expect(offer.reasons.get("files.read_text_file")).toBe("the files login is pending: nobody has signed it in yet");
  });

  it("offers nothing of a disconnected platform login served by a key", () => {
    const offer = offerOf([{ connector: "files", login: login({ status: "disconnected", platform: true }), platformKeyServes: true }]);
    expect(offer.reasons.get("files.read_text_file")).toBe("the files login is disconnected");
  });

  it("describes the verdict of every connector for the agent page", () => {
    const explained = explainConnectors([
      { connector: "files", login: login(), platformKeyServes: false },
      { connector: "github", login: null, platformKeyServes: false },
      { connector: "slack", login: login({ id: "s", status: "disconnected" }), platformKeyServes: false },
    ]);
    expect(explained.map((entry) => [entry.connector, entry.verdict])).toEqual([
      ["files", "offer"],
      ["github", "without"],
      ["slack", "fail"],
    ]);
    expect(explained[2].explanation).toContain("fails at its start (connector_disconnected)");
  });

  it("reads a vendor tool's availability like any other rule", () => {
    expect(availabilityVerdict({ kind: "connector", connector: "x", state: "on" }, agentSettings(), "direct")).toEqual({ offered: true });
  });
});

describe("the run credential and vendor tools", () => {
  it("never refuses a vendor write tool: it acts with its login's credential, not the run's", async () => {
    const { refusedByCredential } = await import("@/lib/runtime/admission/credential-rule");
    const [write] = vendorTools({ connector: "files", loginState: "on", tools: [listed[1]], settings: {} });
    const task = { declarations: [{ tool: "files.write_file", pins: [] }], gates: [], isClone: false, memoryGrants: [] } as never;
    expect(write.definition.access).toBe("write");
    expect(refusedByCredential(write.definition, task, createTestCatalog())).toBe(false);
  });
});

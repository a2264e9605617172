// The Planning and Briefs tools through the real registry (issue 18, items 5 and 6): os.write_plan /
// os.read_plan versioned by name, os.file_daily_brief, os.list_tool_bindings over real connector and login
// rows, and os.assess_impact over real tasks, runs, gates and KPIs — each organisation seeing only its own.

import { beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError } from "@/lib/runtime/ports";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, createRunRow, fixedNow } from "./tool-test-setup";

const prisma = testPrisma();
let owner: OrganisationFixture;
let other: OrganisationFixture;

beforeAll(async () => {
  owner = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
});

const call = (tool: string, input: Record<string, unknown>, fixture = owner, overrides = {}) => callTool(prisma, tool, contextFor(fixture, overrides), input);
const json = async (tool: string, input: Record<string, unknown>, fixture = owner, overrides = {}) => JSON.parse(await call(tool, input, fixture, overrides));

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof ToolError)) throw new Error(`expected a ToolError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("os.write_plan and os.read_plan: versioned by name", () => {
  it("each write of new content adds the next version; the same content again adds nothing and answers that version", async () => {
    const first = await json("os.write_plan", { name: "q1-hiring", content: "# Hire two engineers" });
    expect(first).toEqual({ name: "q1-hiring", version: 1, changed: true, writtenAt: fixedNow.toISOString() });
    const again = await json("os.write_plan", { name: "q1-hiring", content: "# Hire two engineers" });
    expect(again).toMatchObject({ name: "q1-hiring", version: 1, changed: false });
    const second = await json("os.write_plan", { name: "q1-hiring", content: "# Hire three engineers" });
    expect(second).toMatchObject({ version: 2, changed: true });
    // Writing an older content again is a change from the newest: it becomes version 3.
    expect(await json("os.write_plan", { name: "q1-hiring", content: "# Hire two engineers" })).toMatchObject({ version: 3, changed: true });
    const rows = await prisma.plan.findMany({ where: { organisationId: owner.organisationId, name: "q1-hiring" }, orderBy: { version: "asc" } });
    expect(rows.map((row) => [row.version, row.content, row.agentId, row.writtenByUserId])).toEqual([
      [1, "# Hire two engineers", owner.agentId, owner.editor.userId],
      [2, "# Hire three engineers", owner.agentId, owner.editor.userId],
      [3, "# Hire two engineers", owner.agentId, owner.editor.userId],
    ]);
  });

  it("reads the newest version with its content, version and when it was written", async () => {
    await call("os.write_plan", { name: "launch", content: "Ship in March." });
    await call("os.write_plan", { name: "launch", content: "Ship in April." });
    expect(await json("os.read_plan", { name: "launch" })).toEqual({
      name: "launch",
      version: 2,
      writtenAt: fixedNow.toISOString(),
      writtenBy: { agentId: owner.agentId, runId: null },
      content: "Ship in April.",
    });
  });

  it("a name no plan has is plan_not_found, and another organisation's plan answers exactly the same", async () => {
    await call("os.write_plan", { name: "their-secret-plan", content: "Theirs." }, other);
    const foreign = await refusal(call("os.read_plan", { name: "their-secret-plan" }));
    const madeUp = await refusal(call("os.read_plan", { name: "never-written-plan" }));
    expect(foreign.code).toBe("plan_not_found");
    expect(madeUp.code).toBe("plan_not_found");
    expect(foreign.message.replace("their-secret-plan", "<name>")).toBe(madeUp.message.replace("never-written-plan", "<name>"));
    expect(madeUp.message).toBe('plan_not_found: no plan is named "never-written-plan": check the exact name, or write it first with os.write_plan');
    // The same name in two organisations is two plans.
    expect(await json("os.write_plan", { name: "their-secret-plan", content: "Ours." })).toMatchObject({ version: 1 });
  });

  it("a run with no acting user (that account was deleted) writes nothing", async () => {
    const refused = await refusal(call("os.write_plan", { name: "orphan", content: "x" }, owner, { actingUserId: null }));
    expect(refused.code).toBe("user_context_missing");
    expect(await prisma.plan.count({ where: { organisationId: owner.organisationId, name: "orphan" } })).toBe(0);
  });
});

describe("os.file_daily_brief", () => {
  it("files a brief for today (UTC) by default, and each call files another", async () => {
    const { runId } = await createRunRow(prisma, owner);
    const input = { summary: "Two runs failed overnight.", decisionsNeeded: ["Approve the refund."], risks: ["The invoice run is late."] };
    const first = await json("os.file_daily_brief", input, owner, { runId });
    const second = await json("os.file_daily_brief", input, owner, { runId });
    expect(first).toEqual({ id: expect.any(String), date: "2026-12-01", filedAt: fixedNow.toISOString() });
    expect(second.id).not.toBe(first.id);
    const rows = await prisma.brief.findMany({ where: { runId }, orderBy: { id: "asc" } });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ organisationId: owner.organisationId, agentId: owner.agentId, date: "2026-12-01", summary: input.summary, decisionsNeeded: input.decisionsNeeded, risks: input.risks });
  });

  it("takes a given calendar day, and refuses one that is not (nothing filed)", async () => {
    expect(await json("os.file_daily_brief", { summary: "Quiet day.", date: "2026-11-30" })).toMatchObject({ date: "2026-11-30" });
    const before = await prisma.brief.count({ where: { organisationId: owner.organisationId } });
    for (const date of ["2026-02-30", "30 Nov", "2026-1-5"]) {
      const refused = await refusal(call("os.file_daily_brief", { summary: "Bad day.", date }));
      expect(refused).toEqual({ code: "invalid_input", message: `invalid_input: date "${date}" is not a calendar day: write it as YYYY-MM-DD (e.g. 2026-12-05), or leave it out for today (UTC)` });
    }
    expect(await prisma.brief.count({ where: { organisationId: owner.organisationId } })).toBe(before);
  });
});

type Listed = { serverName: string; description: string };

async function bindConnector(client: PrismaClient, fixture: OrganisationFixture, name: string, logins: { status: "connected" | "pending" | "disconnected"; tools: Listed[]; off?: string[]; guildId?: string }[]) {
  const connector = await client.connector.create({ data: { organisationId: fixture.organisationId, name, description: `${name} server`, transport: { type: "http", url: "https://mcp.example.test/mcp" } } });
  for (const login of logins) {
    await client.connectorLogin.create({
      data: {
        organisationId: fixture.organisationId,
        connectorId: connector.id,
        scope: login.guildId ? "guild" : "organisation",
        guildId: login.guildId ?? null,
        scopeKey: login.guildId ? `guild:${login.guildId}` : "organisation",
        status: login.status,
        listedAt: login.status === "pending" ? null : fixedNow,
        tools: login.tools.map((tool) => ({ ...tool, inputSchema: { type: "object", properties: {} }, annotations: {} })),
        toolSettings: Object.fromEntries((login.off ?? []).map((tool) => [tool, { enabled: false }])),
      },
    });
  }
}

describe("os.list_tool_bindings: the vendor tool servers from the organisation's connectors", () => {
  let bindingsOwner: OrganisationFixture;
  const admin = () => ({ actingUserRoles: ["admin"] });

  beforeAll(async () => {
    bindingsOwner = await createOrganisationFixture(prisma);
    const guild = await prisma.guild.create({ data: { organisationId: bindingsOwner.organisationId, name: "Support" } });
    await bindConnector(prisma, bindingsOwner, "github", [
      { status: "connected", tools: [{ serverName: "merge_pull_request", description: "Merge." }, { serverName: "delete_repository", description: "Delete." }], off: ["delete_repository"] },
      { status: "disconnected", tools: [{ serverName: "merge_pull_request", description: "Merge." }], guildId: guild.id },
    ]);
    await bindConnector(prisma, bindingsOwner, "linear", [{ status: "pending", tools: [] }]);
    await bindConnector(prisma, bindingsOwner, "sentry", []);
    await bindConnector(prisma, other, "gitlab", [{ status: "connected", tools: [{ serverName: "merge_request", description: "Merge." }] }]);
  });

  it("lists each connector with its status, its logins and its tools' names as a task declares them", async () => {
    const answer = await json("os.list_tool_bindings", {}, bindingsOwner, admin());
    expect(answer.agent).toEqual({ id: bindingsOwner.agentId, name: "Test agent" });
    expect(answer.vendorToolServers.map((server: { vendor: string; status: string }) => [server.vendor, server.status])).toEqual([
      ["github", "connected"],
      ["linear", "pending"],
      ["sentry", "not_signed_in"],
    ]);
    expect(answer.vendorToolServers[0]).toEqual({
      vendor: "github",
      description: "github server",
      status: "connected",
      logins: [
        { id: expect.any(String), scope: "organisation", guild: null, agent: null, status: "connected", listedAt: fixedNow.toISOString(), lastError: null },
        { id: expect.any(String), scope: "guild", guild: "Support", agent: null, status: "disconnected", listedAt: fixedNow.toISOString(), lastError: null },
      ],
      tools: ["github.merge_pull_request"],
      toolsOff: ["github.delete_repository"],
    });
    expect(answer.note).toBeUndefined();
  });

  it("filters by vendor, and says so when none of that name is bound (another organisation's included)", async () => {
    const only = await json("os.list_tool_bindings", { vendor: "GitHub" }, bindingsOwner, admin());
    expect(only.vendorToolServers.map((server: { vendor: string }) => server.vendor)).toEqual(["github"]);
    const foreign = await json("os.list_tool_bindings", { vendor: "gitlab" }, bindingsOwner, admin());
    expect(foreign.vendorToolServers).toEqual([]);
    expect(foreign.note).toBe('No vendor tool server named "gitlab" is bound; leave out vendor to list every one.');
  });

  it("answers an organisation without connectors with an empty list that says what to do", async () => {
    const empty = await createOrganisationFixture(prisma);
    const answer = await json("os.list_tool_bindings", {}, empty, admin());
    expect(answer.vendorToolServers).toEqual([]);
    expect(answer.note).toBe("No vendor tool server is bound yet: an admin binds one on the Connectors page.");
  });

  it("is answered only for an admin", async () => {
    expect((await refusal(call("os.list_tool_bindings", {}, bindingsOwner))).code).toBe("admin_required");
  });
});

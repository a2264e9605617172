// The KPI tools through the real registry (issue 18, item 3): lists replaced by name, period readings that
// replace and log readings that add, role KPIs in the run's first role, and who may see and change what
// (lib/tools/os/kpi-access.ts). Foreign, made-up and out-of-reach ids get one answer.

import { beforeAll, describe, expect, it } from "vitest";
import type { ToolContext } from "@/lib/runtime/ports";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, fixedNow } from "./tool-test-setup";

const prisma = testPrisma();
let org: OrganisationFixture;
let other: OrganisationFixture;
let sales: string; // a guild (team) the editor is not in
let support: string; // a guild the editor is in
let seller: string; // a job role the agent holds first
let analyst: string; // a job role no one in the run holds
let otherTeam: string;
let otherRole: string;
let otherKpi: string;

const ceo = () => contextFor(org, { actingUserId: org.ceo.userId, actingUserRoles: ["ceo"] });
const editor = () => contextFor(org);

async function call(tool: string, input: Record<string, unknown>, context: ToolContext = ceo(), now?: Date) {
  return callTool(prisma, tool, context, input, now);
}
async function json(tool: string, input: Record<string, unknown>, context?: ToolContext, now?: Date) {
  return JSON.parse(await call(tool, input, context, now));
}
async function refusal(tool: string, input: Record<string, unknown>, context?: ToolContext): Promise<{ code: string; message: string }> {
  try {
    await call(tool, input, context);
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error(`${tool} answered instead of refusing`);
}

beforeAll(async () => {
  org = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  sales = (await prisma.guild.create({ data: { organisationId: org.organisationId, name: "Sales" } })).id;
  support = (await prisma.guild.create({ data: { organisationId: org.organisationId, name: "Support" } })).id;
  seller = (await prisma.jobRole.create({ data: { organisationId: org.organisationId, name: "Seller" } })).id;
  analyst = (await prisma.jobRole.create({ data: { organisationId: org.organisationId, name: "Analyst" } })).id;
  await prisma.agent.update({ where: { id: org.agentId }, data: { jobRoleIds: [seller, analyst].slice(0, 1) } });
  await prisma.user.update({ where: { id: org.editor.userId }, data: { teamIds: [support] } });
  otherTeam = (await prisma.guild.create({ data: { organisationId: other.organisationId, name: "Sales" } })).id;
  otherRole = (await prisma.jobRole.create({ data: { organisationId: other.organisationId, name: "Seller" } })).id;
  otherKpi = (await prisma.kpi.create({ data: { organisationId: other.organisationId, level: "enterprise", name: "Revenue" } })).id;
});

describe("os.set_enterprise_kpis and os.get_enterprise_kpis", () => {
  const list = [
    { name: "Revenue", unit: "EUR", target: 100000, direction: "up" },
    { name: "Churn", unit: "%", target: 2, direction: "down", description: "Customers lost per month." },
  ];

  it("sets the list, and the same list again leaves the same rows and ids", async () => {
    const first = await json("os.set_enterprise_kpis", { kpis: list });
    expect(first.kpis.map((kpi: { name: string }) => kpi.name)).toEqual(["Revenue", "Churn"]);
    expect(first.kpis[1]).toMatchObject({
      level: "enterprise",
      owner: { id: null, name: expect.stringMatching(/^Test org /) },
      description: "Customers lost per month.",
      unit: "%",
      target: 2,
      direction: "down",
      latest: null,
      trend: { values: [], change: null },
      offTrack: false,
    });
    const rowsBefore = await prisma.kpi.findMany({ where: { organisationId: org.organisationId }, orderBy: { id: "asc" } });
    const again = await json("os.set_enterprise_kpis", { kpis: list }, ceo(), new Date(fixedNow.getTime() + 60_000));
    expect(again).toEqual(first);
    expect(await prisma.kpi.findMany({ where: { organisationId: org.organisationId }, orderBy: { id: "asc" } })).toEqual(rowsBefore);
  });

  it("keeps a kept name's id and readings, soft-deletes a dropped one (its readings listed no more), creates a new one", async () => {
    const [revenue, churn] = (await json("os.get_enterprise_kpis", {}, editor())).kpis;
    await call("os.record_kpi_reading", { kpi: revenue.id, period: "2026-10", value: 90000 });
    await call("os.record_kpi_reading", { kpi: churn.id, period: "2026-10", value: 3 });
    const replaced = await json("os.set_enterprise_kpis", { kpis: [{ name: " revenue ", unit: "EUR", target: 120000 }, { name: "NPS", target: 40 }] });
    expect(replaced.kpis.map((kpi: { id: string; name: string }) => [kpi.name, kpi.id === revenue.id])).toEqual([["revenue", true], ["NPS", false]]);
    expect(replaced.kpis[0]).toMatchObject({ target: 120000, latest: { value: 90000, period: "2026-10" }, offTrack: true });
    expect((await prisma.kpi.findUniqueOrThrow({ where: { id: churn.id } })).deletedAt).not.toBeNull();
    expect(await refusal("kpi.list_readings", { kpi: churn.id })).toMatchObject({ code: "kpi_not_found" });
    const listed = await json("os.list_kpis", { scope: "enterprise" }, editor());
    expect(listed.kpis.map((kpi: { name: string }) => kpi.name)).toEqual(["revenue", "NPS"]);
  });

  it("refuses two KPIs of one name and changes nothing", async () => {
    const before = await prisma.kpi.findMany({ where: { organisationId: org.organisationId }, orderBy: { id: "asc" } });
    expect(await refusal("os.set_enterprise_kpis", { kpis: [{ name: "Cash" }, { name: "CASH " }] })).toEqual({
      code: "kpi_name_repeated",
      message: 'kpi_name_repeated: the list names "CASH" twice; give each KPI once (names match ignoring case and surrounding spaces), nothing was changed',
    });
    expect(await prisma.kpi.findMany({ where: { organisationId: org.organisationId }, orderBy: { id: "asc" } })).toEqual(before);
  });

  it("is set only by an admin or the CEO; an editor's run is refused and nothing changes", async () => {
    const before = await prisma.kpi.count({ where: { organisationId: org.organisationId, deletedAt: null } });
    expect((await refusal("os.set_enterprise_kpis", { kpis: [] }, editor())).code).toBe("not_permitted");
    expect(await prisma.kpi.count({ where: { organisationId: org.organisationId, deletedAt: null } })).toBe(before);
    const admin = await prisma.user.create({ data: { organisationId: org.organisationId, email: `admin-${Math.random()}@test.local`, roles: ["admin"] } });
    const asAdmin = contextFor(org, { actingUserId: admin.id, actingUserRoles: ["admin"] });
    const kept = (await json("os.get_enterprise_kpis", {})).kpis.map((kpi: { name: string; target: number | null }) => ({ name: kpi.name, target: kpi.target ?? undefined }));
    expect((await json("os.set_enterprise_kpis", { kpis: kept }, asAdmin)).count).toBe(2);
  });

  it("fails closed for a run with no acting user", async () => {
    expect((await refusal("os.get_enterprise_kpis", {}, contextFor(org, { actingUserId: null, actingUserRoles: [] }))).code).toBe("user_context_missing");
  });
});

describe("os.record_kpi_reading: one value per period", () => {
  let kpi: string;
  beforeAll(async () => {
    kpi = (await prisma.kpi.create({ data: { organisationId: org.organisationId, level: "enterprise", name: "Signups", target: 50, direction: "up", position: 9 } })).id;
  });

  it("records, and the same call again leaves one unchanged reading", async () => {
    const first = await json("os.record_kpi_reading", { kpi, period: "2026-W47", value: 40, note: "from the CRM" });
    expect(first).toMatchObject({
      reading: { value: 40, period: "2026-W47", at: "2026-11-22T23:59:59.999Z", note: "from the CRM" },
      replaced: false,
      latest: { value: 40 },
      trend: { values: [40], change: null },
      offTrack: true,
    });
    const row = await prisma.kpiReading.findFirstOrThrow({ where: { kpiId: kpi } });
    const second = await json("os.record_kpi_reading", { kpi, period: "2026-W47", value: 40, note: "from the CRM" }, ceo(), new Date(fixedNow.getTime() + 3_600_000));
    expect(second.replaced).toBe(false);
    expect(await prisma.kpiReading.findMany({ where: { kpiId: kpi } })).toEqual([row]);
  });

  it("replaces that period's value with another, still one reading", async () => {
    const replaced = await json("os.record_kpi_reading", { kpi, period: "2026-W47", value: 55 }, editor());
    expect(replaced).toMatchObject({ replaced: true, reading: { value: 55, note: "" }, offTrack: false });
    expect(await prisma.kpiReading.count({ where: { kpiId: kpi } })).toBe(1);
  });

  it("orders by the period measured: a backfilled older period does not become the latest", async () => {
    await call("os.record_kpi_reading", { kpi, period: "2026-W48", value: 60 });
    const backfilled = await json("os.record_kpi_reading", { kpi, period: "2026-W46", value: 30 });
    expect(backfilled.latest).toMatchObject({ value: 60, period: "2026-W48" });
    expect(backfilled.trend).toEqual({ values: [30, 55, 60], change: "up" });
  });

  it.each(["2026-13", "2026-02-30", "2025-W53", "2026-W00"])("refuses %s, a period the calendar lacks, writing nothing", async (period) => {
    const before = await prisma.kpiReading.count({ where: { kpiId: kpi } });
    expect((await refusal("os.record_kpi_reading", { kpi, period, value: 1 })).code).toBe("invalid_input");
    expect(await prisma.kpiReading.count({ where: { kpiId: kpi } })).toBe(before);
  });

  it("answers another organisation's KPI exactly as a made-up one", async () => {
    const foreign = await refusal("os.record_kpi_reading", { kpi: otherKpi, period: "2026", value: 1 });
    const madeUp = await refusal("os.record_kpi_reading", { kpi: "kpi-that-never-was", period: "2026", value: 1 });
    expect(foreign.code).toBe("kpi_not_found");
    expect(foreign.message.replace(otherKpi, "<id>")).toBe(madeUp.message.replace("kpi-that-never-was", "<id>"));
    expect(await prisma.kpiReading.count({ where: { kpiId: otherKpi } })).toBe(0);
  });
});

describe("kpi.record_reading and kpi.list_readings: a log", () => {
  let kpi: string;
  beforeAll(async () => {
    kpi = (await prisma.kpi.create({ data: { organisationId: org.organisationId, level: "team", ownerId: support, name: "Open tickets", target: 10, direction: "down" } })).id;
  });

  it("adds a reading each call, stamped with the call's time, listed newest first with who recorded it", async () => {
    const at = (minutes: number) => new Date(fixedNow.getTime() + minutes * 60_000);
    const first = await json("kpi.record_reading", { kpi, value: 12 }, editor(), at(1));
    const second = await json("kpi.record_reading", { kpi, value: 12 }, editor(), at(2));
    expect(first.id).not.toBe(second.id);
    expect(second).toEqual({ id: second.id, kpi, value: 12, at: at(2).toISOString() });
    await json("kpi.record_reading", { kpi, value: 8, note: "triage day" }, editor(), at(3));
    const listed = await json("kpi.list_readings", { kpi }, editor());
    expect(listed.count).toBe(3);
    expect(listed.readings.map((reading: { value: number }) => reading.value)).toEqual([8, 12, 12]);
    expect(listed.readings[0]).toMatchObject({
      period: null,
      note: "triage day",
      at: at(3).toISOString(),
      recordedBy: { user: { id: org.editor.userId }, agent: { id: org.agentId, name: "Test agent" }, runId: null },
    });
    const recent = await json("kpi.list_readings", { kpi, since: at(2).toISOString(), limit: 1 }, editor());
    expect(recent.readings.map((reading: { value: number }) => reading.value)).toEqual([8]);
    const [view] = (await json("os.get_team_kpis", { team: support }, editor())).kpis;
    expect(view).toMatchObject({ owner: { id: support, name: "Support" }, latest: { value: 8 }, trend: { values: [12, 12, 8], change: "down" }, offTrack: false });
  });
});

describe("team KPIs: a team's members and agents, admins and the CEO", () => {
  it("lets a team member set and read their team's list, and answers any other team as unknown", async () => {
    const set = await json("os.set_team_kpis", { team: support, kpis: [{ name: "Open tickets", target: 10, direction: "down" }, { name: "CSAT", unit: "%" }] }, editor());
    expect(set.team).toEqual({ id: support, name: "Support" });
    expect(set.kpis[0].latest).toMatchObject({ value: 8 }); // kept by name: the log above is still its
    const outOfReach = await refusal("os.get_team_kpis", { team: sales }, editor());
    const foreign = await refusal("os.get_team_kpis", { team: otherTeam }, editor());
    const madeUp = await refusal("os.set_team_kpis", { team: "team-that-never-was", kpis: [] }, editor());
    expect([outOfReach.code, foreign.code, madeUp.code]).toEqual(["team_not_found", "team_not_found", "team_not_found"]);
    expect(outOfReach.message.replace(sales, "<id>")).toBe(foreign.message.replace(otherTeam, "<id>"));
    expect(foreign.message.replace(otherTeam, "<id>")).toBe(madeUp.message.replace("team-that-never-was", "<id>"));
  });

  it("reaches a team through the run's agent (its guild) and for the CEO", async () => {
    expect((await json("os.set_team_kpis", { team: sales, kpis: [{ name: "Deals won" }] })).count).toBe(1);
    const guildAgent = await prisma.agent.create({ data: { organisationId: org.organisationId, name: "Sales agent", guildId: sales } });
    const viaAgent = await json("os.get_team_kpis", { team: sales }, contextFor(org, { agentId: guildAgent.id }));
    expect(viaAgent.kpis.map((kpi: { name: string }) => kpi.name)).toEqual(["Deals won"]);
    expect((await refusal("kpi.record_reading", { kpi: viaAgent.kpis[0].id, value: 1 }, editor())).code).toBe("kpi_not_found");
  });

  it("os.list_kpis lists what the run may see, by level when asked", async () => {
    const names = async (context: ToolContext, scope?: string) =>
      (await json("os.list_kpis", scope === undefined ? {} : { scope }, context)).kpis.map((kpi: { level: string; owner: { name: string }; name: string }) => `${kpi.level}/${kpi.owner.name}/${kpi.name}`);
    const seen = await names(editor());
    expect(seen.filter((name: string) => name.startsWith("team/"))).toEqual(["team/Support/Open tickets", "team/Support/CSAT"]);
    expect(seen.some((name: string) => name.startsWith("enterprise/"))).toBe(true);
    expect((await names(ceo(), "team")).sort()).toEqual(["team/Sales/Deals won", "team/Support/CSAT", "team/Support/Open tickets"]);
  });
});

describe("role KPIs: the run's first role unless one is named", () => {
  it("defines another KPI each call in the agent's first role, and lists them", async () => {
    const first = await json("role.define_kpi", { name: "Calls made", target: 30 }, editor());
    const second = await json("role.define_kpi", { name: "Calls made", target: 30 }, editor());
    expect(first.id).not.toBe(second.id);
    expect(first.role).toEqual({ id: seller, name: "Seller" });
    const listed = await json("role.list_kpis", {}, editor());
    expect(listed.role).toEqual({ id: seller, name: "Seller" });
    expect(listed.kpis.map((kpi: { id: string }) => kpi.id)).toEqual([first.id, second.id]);
    expect(listed.kpis[0]).toMatchObject({ level: "role", owner: { id: seller, name: "Seller" }, target: 30, direction: "up" });
  });

  it("edits only the fields given; the readings stay, and the same edit again changes nothing", async () => {
    const [kpi] = (await json("role.list_kpis", { role: seller }, editor())).kpis;
    await call("kpi.record_reading", { kpi: kpi.id, value: 12 }, editor());
    const edited = await json("role.edit_kpi", { kpi: kpi.id, target: 20, unit: "calls" }, editor());
    expect(edited).toMatchObject({ id: kpi.id, name: "Calls made", target: 20, unit: "calls", direction: "up", latest: { value: 12 }, offTrack: true });
    const row = await prisma.kpi.findUniqueOrThrow({ where: { id: kpi.id } });
    await call("role.edit_kpi", { kpi: kpi.id, target: 20, unit: "calls" }, editor(), new Date(fixedNow.getTime() + 86_400_000));
    expect(await prisma.kpi.findUniqueOrThrow({ where: { id: kpi.id } })).toEqual(row);
  });

  it("refuses a role out of reach, another organisation's and a made-up one alike; and an agent with no role", async () => {
    const outOfReach = await refusal("role.list_kpis", { role: analyst }, editor());
    const foreign = await refusal("role.define_kpi", { role: otherRole, name: "X" }, editor());
    const madeUp = await refusal("role.list_kpis", { role: "role-that-never-was" }, editor());
    expect([outOfReach.code, foreign.code, madeUp.code]).toEqual(["role_not_found", "role_not_found", "role_not_found"]);
    expect(outOfReach.message.replace(analyst, "<id>")).toBe(madeUp.message.replace("role-that-never-was", "<id>"));
    expect(foreign.message.replace(otherRole, "<id>")).toBe(madeUp.message.replace("role-that-never-was", "<id>"));
    const roleless = await prisma.agent.create({ data: { organisationId: org.organisationId, name: "No role agent" } });
    expect(await refusal("role.list_kpis", {}, contextFor(org, { agentId: roleless.id }))).toMatchObject({ code: "role_not_found", message: expect.stringContaining("holds no job role") });
    expect((await json("role.list_kpis", { role: analyst })).kpis).toEqual([]); // the CEO reaches every role
  });

  it("role.edit_kpi reaches only a role's KPI the run may see", async () => {
    const hidden = await json("role.define_kpi", { role: analyst, name: "Reports filed" });
    const enterprise = (await json("os.get_enterprise_kpis", {})).kpis[0];
    expect((await refusal("role.edit_kpi", { kpi: hidden.id, target: 1 }, editor())).code).toBe("kpi_not_found");
    expect((await refusal("role.edit_kpi", { kpi: enterprise.id, target: 1 })).code).toBe("kpi_not_found");
    expect((await prisma.kpi.findUniqueOrThrow({ where: { id: hidden.id } })).target).toBeNull();
  });
});

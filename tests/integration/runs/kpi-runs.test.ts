// The eleven KPI tools through real runs (issue 18, item 3): started over the API, played by the scripted
// model, answered by the worker. Each tool's answer and errors, its retry class (a repeat in the next turn,
// then the state checked), its write class under a read-only credential (a task declaring no writing os.*
// tool), and the acting user's rights (an admin's run against an editor's).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getRun } from "@/app/v1/runs/[id]/route";
import { POST as createRun } from "@/app/v1/runs/route";
import type { Prisma } from "@/lib/generated/prisma/client";
import { startWorker, type RunningWorker } from "@/lib/server/queue/start-worker";
import { testDatabaseUrl, testPrisma } from "../../support/test-database";
import { waitForRunStatus } from "../../support/wait-for-run";
import { apiRequest, createTeam, noParams, params, read, type Team } from "../api/api-fixtures";

type CallRecord = { tool: string | null; outcome: string; code: string | null; result: string | null };
type RunBody = { status: string; turns: { calls: CallRecord[] }[] };
type ScriptTurn = { calls: { name: string; arguments: Prisma.InputJsonObject }[] } | { text: string };

const KPI_TOOLS = [
  "os.list_kpis",
  "os.record_kpi_reading",
  "os.get_enterprise_kpis",
  "os.set_enterprise_kpis",
  "os.get_team_kpis",
  "os.set_team_kpis",
  "kpi.record_reading",
  "kpi.list_readings",
  "role.list_kpis",
  "role.define_kpi",
  "role.edit_kpi",
];

const prisma = testPrisma();
let team: Team;
let other: Team;
let agentId: string;
let sales: string;
let support: string;
let seller: string;
let revenue: string;
let callsKpi: string;
let foreignKpi: string;
let worker: RunningWorker;

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  const organisationId = team.organisationId;
  sales = (await prisma.guild.create({ data: { organisationId, name: "Sales" } })).id;
  support = (await prisma.guild.create({ data: { organisationId, name: "Support" } })).id;
  seller = (await prisma.jobRole.create({ data: { organisationId, name: "Seller" } })).id;
  agentId = (await prisma.agent.create({ data: { organisationId, name: "KPI agent", toolCallBudget: 60, maxIterations: 30, guildId: sales, jobRoleIds: [seller] } })).id;
  revenue = (await prisma.kpi.create({ data: { organisationId, level: "enterprise", name: "Revenue", target: 100 } })).id;
  callsKpi = (await prisma.kpi.create({ data: { organisationId, level: "role", ownerId: seller, name: "Calls made", target: 30 } })).id;
  foreignKpi = (await prisma.kpi.create({ data: { organisationId: other.organisationId, level: "enterprise", name: "Revenue" } })).id;
  worker = await startWorker(prisma, testDatabaseUrl());
});

afterAll(async () => {
  await worker.stop();
});

const turn = (...calls: [string, Prisma.InputJsonObject][]): ScriptTurn => ({ calls: calls.map(([name, input]) => ({ name, arguments: input })) });

async function runToEnd(token: string, tools: string[], script: ScriptTurn[]): Promise<CallRecord[]> {
  const taskId = (await prisma.task.create({ data: { organisationId: team.organisationId, name: `KPI task ${Math.random()}`, tools } })).id;
  const body = { agentId, taskId, kind: "direct", input: "Keep the KPIs.", model: { provider: "scripted", script: [...script, { text: "done" }] } };
  const started = await read<{ id: string }>(await createRun(apiRequest("/v1/runs", { token, body }), noParams));
  expect(started.status).toBe(202);
  const runId = started.body.id;
  expect(await waitForRunStatus(prisma, runId, ["succeeded", "failed"], 60_000)).toBe("succeeded");
  const run = (await read<RunBody>(await getRun(apiRequest(`/v1/runs/${runId}`, { token }), params({ id: runId })))).body;
  return run.turns.flatMap((each) => each.calls);
}

const outcomes = (calls: CallRecord[]) => calls.map((call) => [call.tool, call.outcome, call.code]);
const resultOf = (call: CallRecord) => JSON.parse(call.result!.replace(/\n\nremaining_tool_calls: \d+$/, ""));

describe("an admin's run: every KPI tool answers, errors, and repeats as its retry class says", () => {
  let calls: CallRecord[];
  const enterpriseList = { kpis: [{ name: "Revenue", target: 120 }, { name: "NPS", target: 40 }] };

  beforeAll(async () => {
    const teamList = { team: sales, kpis: [{ name: "Deals won", target: 12 }] };
    calls = await runToEnd(team.adminToken, KPI_TOOLS, [
      turn(["os__set_enterprise_kpis", enterpriseList]),
      turn(["os__set_enterprise_kpis", enterpriseList]),
      turn(["os__record_kpi_reading", { kpi: revenue, period: "2026-11", value: 90 }]),
      turn(["os__record_kpi_reading", { kpi: revenue, period: "2026-11", value: 90 }]),
      turn(["kpi__record_reading", { kpi: revenue, value: 95, note: "mid-month" }]),
      turn(["kpi__record_reading", { kpi: revenue, value: 95, note: "mid-month" }]),
      turn(["kpi__list_readings", { kpi: revenue }], ["os__get_enterprise_kpis", {}], ["os__list_kpis", { scope: "enterprise" }]),
      turn(["role__define_kpi", { name: "Demos given", target: 5 }]),
      turn(["role__define_kpi", { name: "Demos given", target: 5 }]),
      turn(["role__edit_kpi", { kpi: callsKpi, target: 25 }]),
      turn(["role__edit_kpi", { kpi: callsKpi, target: 25 }]),
      turn(["role__list_kpis", {}]),
      turn(["os__set_team_kpis", teamList]),
      turn(["os__set_team_kpis", teamList]),
      turn(["os__get_team_kpis", { team: sales }]),
      turn(
        ["os__record_kpi_reading", { kpi: foreignKpi, period: "2026", value: 1 }],
        ["kpi__list_readings", { kpi: "kpi-that-never-was" }],
        ["os__get_team_kpis", { team: "team-that-never-was" }],
        ["os__set_enterprise_kpis", { kpis: [{ name: "Cash" }, { name: "cash" }] }],
        ["role__list_kpis", { role: "role-that-never-was" }],
      ),
    ]);
  });

  it("answers each call, and each error as the tool declares it", () => {
    expect(outcomes(calls)).toEqual([
      ["os.set_enterprise_kpis", "ok", null],
      ["os.set_enterprise_kpis", "ok", null],
      ["os.record_kpi_reading", "ok", null],
      ["os.record_kpi_reading", "ok", null],
      ["kpi.record_reading", "ok", null],
      ["kpi.record_reading", "ok", null],
      ["kpi.list_readings", "ok", null],
      ["os.get_enterprise_kpis", "ok", null],
      ["os.list_kpis", "ok", null],
      ["role.define_kpi", "ok", null],
      ["role.define_kpi", "ok", null],
      ["role.edit_kpi", "ok", null],
      ["role.edit_kpi", "ok", null],
      ["role.list_kpis", "ok", null],
      ["os.set_team_kpis", "ok", null],
      ["os.set_team_kpis", "ok", null],
      ["os.get_team_kpis", "ok", null],
      ["os.record_kpi_reading", "tool_error", "kpi_not_found"],
      ["kpi.list_readings", "tool_error", "kpi_not_found"],
      ["os.get_team_kpis", "tool_error", "team_not_found"],
      ["os.set_enterprise_kpis", "tool_error", "kpi_name_repeated"],
      ["role.list_kpis", "tool_error", "role_not_found"],
    ]);
    expect(calls[17]!.result).toMatch(/^ERROR: kpi_not_found: no KPI this run may see has the id "[^"]+"; os\.list_kpis lists the ones it can/);
  });

  it("idempotent os.set_enterprise_kpis and os.set_team_kpis: the repeat answers the same list, same ids", () => {
    expect(resultOf(calls[1]!)).toEqual(resultOf(calls[0]!));
    expect(resultOf(calls[0]!).kpis.map((kpi: { id: string; name: string }) => [kpi.name, kpi.id === revenue])).toEqual([["Revenue", true], ["NPS", false]]);
    expect(resultOf(calls[15]!)).toEqual(resultOf(calls[14]!));
  });

  it("idempotent os.record_kpi_reading: one reading for the period; unsafe kpi.record_reading: two log readings", async () => {
    expect(await prisma.kpiReading.count({ where: { kpiId: revenue, period: "2026-11" } })).toBe(1);
    expect(await prisma.kpiReading.count({ where: { kpiId: revenue, period: null } })).toBe(2);
    expect(resultOf(calls[6]!).readings.map((reading: { value: number; period: string | null }) => [reading.value, reading.period])).toEqual([[95, null], [95, null], [90, "2026-11"]]);
    const reading = await prisma.kpiReading.findFirstOrThrow({ where: { kpiId: revenue, period: null } });
    expect(reading).toMatchObject({ recordedByUserId: team.admin.id, recordedByAgentId: agentId });
    expect(reading.runId).not.toBeNull();
  });

  it("unsafe role.define_kpi defines two; idempotent role.edit_kpi changes the target once; role.list_kpis reads the agent's first role", async () => {
    expect(await prisma.kpi.count({ where: { ownerId: seller, name: "Demos given" } })).toBe(2);
    expect((await prisma.kpi.findUniqueOrThrow({ where: { id: callsKpi } })).target).toBe(25);
    const listed = resultOf(calls[13]!);
    expect(listed.role).toEqual({ id: seller, name: "Seller" });
    expect(listed.kpis.map((kpi: { name: string }) => kpi.name)).toEqual(["Calls made", "Demos given", "Demos given"]);
  });

  it("changed nothing on the refused calls", async () => {
    expect(await prisma.kpiReading.count({ where: { kpiId: foreignKpi } })).toBe(0);
    expect(await prisma.kpi.count({ where: { organisationId: team.organisationId, name: { in: ["Cash", "cash"] } } })).toBe(0);
  });
});

describe("a read-only credential: a task declaring no writing os.* tool", () => {
  it("refuses kpi.record_reading, role.define_kpi and role.edit_kpi before their handlers; the reads answer", async () => {
    const readings = await prisma.kpiReading.count();
    const kpis = await prisma.kpi.count();
    const calls = await runToEnd(team.adminToken, ["os.list_kpis", "os.get_enterprise_kpis", "kpi.list_readings", "role.list_kpis", "kpi.record_reading", "role.define_kpi", "role.edit_kpi"], [
      turn(["kpi__record_reading", { kpi: revenue, value: 1 }], ["role__define_kpi", { name: "Refused" }], ["role__edit_kpi", { kpi: callsKpi, target: 1 }]),
      turn(["os__list_kpis", {}], ["os__get_enterprise_kpis", {}], ["kpi__list_readings", { kpi: revenue }], ["role__list_kpis", {}]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["kpi.record_reading", "tool_error", "read_only_credential"],
      ["role.define_kpi", "tool_error", "read_only_credential"],
      ["role.edit_kpi", "tool_error", "read_only_credential"],
      ["os.list_kpis", "ok", null],
      ["os.get_enterprise_kpis", "ok", null],
      ["kpi.list_readings", "ok", null],
      ["role.list_kpis", "ok", null],
    ]);
    expect([await prisma.kpiReading.count(), await prisma.kpi.count()]).toEqual([readings, kpis]);
    expect((await prisma.kpi.findUniqueOrThrow({ where: { id: callsKpi } })).target).toBe(25);
  });
});

describe("the acting user's rights: an editor's run", () => {
  it("may not set the enterprise's KPIs, reaches its agent's team and role, and no other team", async () => {
    const before = await prisma.kpi.findMany({ where: { organisationId: team.organisationId, level: "enterprise", deletedAt: null }, orderBy: { id: "asc" } });
    const calls = await runToEnd(team.editorToken, KPI_TOOLS, [
      turn(["os__set_enterprise_kpis", { kpis: [{ name: "Editor's own" }] }]),
      turn(["os__set_team_kpis", { team: sales, kpis: [{ name: "Deals won", target: 15 }] }]),
      turn(["os__get_team_kpis", { team: support }], ["os__set_team_kpis", { team: support, kpis: [] }]),
      turn(["os__record_kpi_reading", { kpi: revenue, period: "2026-12", value: 101 }], ["role__list_kpis", {}]),
      turn(["os__list_kpis", { scope: "team" }]),
    ]);
    expect(outcomes(calls)).toEqual([
      ["os.set_enterprise_kpis", "tool_error", "not_permitted"],
      ["os.set_team_kpis", "ok", null],
      ["os.get_team_kpis", "tool_error", "team_not_found"],
      ["os.set_team_kpis", "tool_error", "team_not_found"],
      ["os.record_kpi_reading", "ok", null],
      ["role.list_kpis", "ok", null],
      ["os.list_kpis", "ok", null],
    ]);
    expect(await prisma.kpi.findMany({ where: { organisationId: team.organisationId, level: "enterprise", deletedAt: null }, orderBy: { id: "asc" } })).toEqual(before);
    expect(resultOf(calls[6]!).kpis.map((kpi: { owner: { name: string }; name: string; target: number }) => [kpi.owner.name, kpi.name, kpi.target])).toEqual([["Sales", "Deals won", 15]]);
    // Any member may record a reading of an enterprise KPI; 101 is below the target of 120 the admin set.
    expect(resultOf(calls[4]!)).toMatchObject({ latest: { value: 101, period: "2026-12" }, offTrack: true });
  });
});

// GET /v1/kpis, the KPI board (issue 18, item 3; CONTRACT.md "The enterprise behind the OS tools"): every
// live KPI of the organisation at every level, off-track first, for the CEO and admins; an editor is refused
// (403), and no other organisation's KPI is ever on it. Each answer is checked against GET /v1/openapi.json.

import { beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, unexercised } from "./openapi-conformance";

type BoardKpi = { id: string; name: string; level: string; owner: { id: string | null; name: string }; offTrack: boolean; latest: { value: number } | null; trend: { values: number[] } };

const prisma = testPrisma();
let team: Team;
let other: Team;

async function kpi(organisationId: string, data: { name: string; level?: "enterprise" | "team" | "role"; ownerId?: string; target?: number; direction?: string; position?: number }, readings: number[] = []) {
  const created = await prisma.kpi.create({ data: { organisationId, level: "enterprise", ...data } });
  for (const [index, value] of readings.entries()) {
    await prisma.kpiReading.create({ data: { organisationId, kpiId: created.id, period: `2026-0${index + 1}`, value, measuredAt: new Date(Date.UTC(2026, index, 1)) } });
  }
  return created.id;
}

beforeAll(async () => {
  team = await createTeam(prisma);
  other = await createTeam(prisma);
  const guild = await prisma.guild.create({ data: { organisationId: team.organisationId, name: "Support" } });
  const role = await prisma.jobRole.create({ data: { organisationId: team.organisationId, name: "Seller" } });
  await kpi(team.organisationId, { name: "Revenue", target: 100, position: 0 }, [120, 130]);
  await kpi(team.organisationId, { name: "Churn", target: 2, direction: "down", position: 1 }, [1, 3]);
  await kpi(team.organisationId, { name: "Open tickets", level: "team", ownerId: guild.id, target: 10, direction: "down" }, [8]);
  await kpi(team.organisationId, { name: "Calls made", level: "role", ownerId: role.id, target: 30 }, [12, 20, 25]);
  await kpi(team.organisationId, { name: "Not measured yet", level: "role", ownerId: role.id, target: 5 });
  const dropped = await kpi(team.organisationId, { name: "Dropped", target: 1000 }, [1]);
  await prisma.kpi.update({ where: { id: dropped }, data: { deletedAt: new Date() } });
  await kpi(other.organisationId, { name: "Their revenue", target: 100 }, [1]);
});

describe("GET /v1/kpis", () => {
  it("shows the CEO every live KPI of every level, off-track first, with owner, latest and trend", async () => {
    const board = await call<{ kpis: BoardKpi[] }>("GET", "/v1/kpis", { token: team.ceoToken });
    expect(board.status).toBe(200);
    expect(board.body.kpis.map((each) => [each.name, each.offTrack])).toEqual([
      ["Churn", true],
      ["Calls made", true],
      ["Revenue", false],
      ["Open tickets", false],
      ["Not measured yet", false],
    ]);
    const churn = board.body.kpis[0]!;
    expect(churn).toMatchObject({ level: "enterprise", owner: { id: null }, latest: { value: 3 }, trend: { values: [1, 3] } });
    expect(board.body.kpis[1]).toMatchObject({ level: "role", owner: { name: "Seller" }, trend: { values: [12, 20, 25], change: "up" } });
  });

  it("shows an admin the same board, and refuses an editor (the board is the CEO's and the admins')", async () => {
    const admin = await call<{ kpis: BoardKpi[] }>("GET", "/v1/kpis", { token: team.adminToken });
    expect(admin.body.kpis).toHaveLength(5);
    const editor = await call<{ error: { code: string; message: string } }>("GET", "/v1/kpis", { token: team.editorToken });
    expect([editor.status, editor.body.error.code]).toEqual([403, "forbidden"]);
    expect(editor.body.error.message).toBe("The KPI board is for the CEO and admins; your roles allow neither.");
    expect((await call("GET", "/v1/kpis")).status).toBe(401);
  });

  it("never shows another organisation's KPIs, and an empty board is an empty list", async () => {
    const theirs = await call<{ kpis: BoardKpi[] }>("GET", "/v1/kpis", { token: other.ceoToken });
    expect(theirs.body.kpis.map((each) => each.name)).toEqual(["Their revenue"]);
    const empty = await createTeam(prisma);
    expect((await call("GET", "/v1/kpis", { token: empty.ceoToken })).body).toEqual({ kpis: [] });
  });

  it("is described by the OpenAPI document, success and error", () => {
    expect(unexercised(CONFORMANCE_TAGS.kpis)).toEqual([]);
  });
});

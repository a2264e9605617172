import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, unexercised } from "./openapi-conformance";

// Issue 18, items 5 and 6: GET /v1/plans, GET /v1/plans/:name and GET /v1/briefs, each answer checked against
// GET /v1/openapi.json (openapi-conformance.ts): plans by name at their latest version with every version,
// briefs newest first for the CEO and admins only, each organisation reading only its own.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let agentId: string;

type PlanBody = { name: string; version: number; updatedAt: string; content: string; versions: { version: number; content: string; author: { agentName: string | null; writtenBy: string | null } }[] };
type BriefBody = { briefs: { id: string; date: string; summary: string; agentName: string | null; runId: string | null; filedAt: string }[] };

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Planner" } })).id;
  const plan = (name: string, version: number, content: string, at: string, organisationId = team.organisationId) =>
    prisma.plan.create({ data: { organisationId, name, version, content, agentId, writtenByUserId: team.editor.id, createdAt: new Date(at) } });
  await plan("q1-hiring", 1, "Hire two.", "2026-12-01T08:00:00Z");
  await plan("q1-hiring", 2, "Hire three.", "2026-12-03T08:00:00Z");
  await plan("launch", 1, "Ship in March.", "2026-12-02T08:00:00Z");
  await plan("their-plan", 1, "Theirs.", "2026-12-04T08:00:00Z", otherTeam.organisationId);
  const brief = (summary: string, at: string, organisationId = team.organisationId) =>
    prisma.brief.create({ data: { organisationId, agentId: organisationId === team.organisationId ? agentId : null, date: at.slice(0, 10), summary, createdAt: new Date(at) } });
  await brief("Monday was quiet.", "2026-11-30T18:00:00Z");
  await brief("Tuesday: two runs failed.", "2026-12-01T18:00:00Z");
  await brief("Their brief.", "2026-12-02T18:00:00Z", otherTeam.organisationId);
});

afterAll(() => {
  console.log(`[openapi conformance] planning: ${exercisedCount()} operations exercised`);
});

describe("plans and briefs answer as GET /v1/openapi.json says", () => {
  it("GET /v1/plans: each plan once at its latest version, most recently written first, this organisation's only", async () => {
    const listed = await call<{ plans: { name: string; version: number; updatedAt: string; author: { agentId: string; agentName: string; writtenBy: string } }[] }>("GET", "/v1/plans", { token: team.editorToken });
    expect(listed.status).toBe(200);
    expect(listed.body.plans.map((plan) => [plan.name, plan.version, plan.updatedAt])).toEqual([
      ["q1-hiring", 2, "2026-12-03T08:00:00.000Z"],
      ["launch", 1, "2026-12-02T08:00:00.000Z"],
    ]);
    expect(listed.body.plans[0].author).toEqual({ agentId, agentName: "Planner", runId: null, writtenBy: team.editor.email });
    expect((await call("GET", "/v1/plans")).status).toBe(401);
  });

  it("GET /v1/plans/:name: the plan with every version, newest first; another organisation's name is 404 like a made-up one", async () => {
    const plan = await call<PlanBody>("GET", "/v1/plans/q1-hiring", { token: team.ceoToken });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ name: "q1-hiring", version: 2, content: "Hire three.", updatedAt: "2026-12-03T08:00:00.000Z" });
    expect(plan.body.versions.map((version) => [version.version, version.content])).toEqual([[2, "Hire three."], [1, "Hire two."]]);
    const foreign = await call<{ error: { code: string; message: string } }>("GET", "/v1/plans/their-plan", { token: team.editorToken });
    const madeUp = await call<{ error: { code: string; message: string } }>("GET", "/v1/plans/never-written", { token: team.editorToken });
    expect([foreign.status, madeUp.status]).toEqual([404, 404]);
    expect(foreign.body.error.message.replace("their-plan", "<name>")).toBe(madeUp.body.error.message.replace("never-written", "<name>"));
  });

  it("GET /v1/briefs: newest first, for the CEO and admins; an editor is refused", async () => {
    const forCeo = await call<BriefBody>("GET", "/v1/briefs", { token: team.ceoToken });
    expect(forCeo.status).toBe(200);
    expect(forCeo.body.briefs.map((brief) => [brief.summary, brief.date, brief.agentName])).toEqual([
      ["Tuesday: two runs failed.", "2026-12-01", "Planner"],
      ["Monday was quiet.", "2026-11-30", "Planner"],
    ]);
    expect((await call<BriefBody>("GET", "/v1/briefs", { token: team.adminToken })).body.briefs).toHaveLength(2);
    const editor = await call<{ error: { code: string } }>("GET", "/v1/briefs", { token: team.editorToken });
    expect([editor.status, editor.body.error.code]).toEqual([403, "forbidden"]);
    expect((await call("GET", "/v1/briefs")).status).toBe(401);
  });

  it("left no operation of these areas without a success and an error", () => {
    expect(unexercised(CONFORMANCE_TAGS.planning)).toEqual([]);
  });
});

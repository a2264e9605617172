// CONTRACT.md, Recommendations, over HTTP: an admin adds one by hand, everyone who reads runs reads them, an
// admin or the CEO decides (accepting files an issue), and an admin ends the issue on the Reports page. Every
// answer is checked against GET /v1/openapi.json (openapi-conformance.ts).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPrisma } from "../../support/test-database";
import { createTeam, type Team } from "./api-fixtures";
import { call, CONFORMANCE_TAGS, exercisedCount, unexercised } from "./openapi-conformance";

type Recommendation = { id: string; source: string; status: string; evidence: { runId: string | null; text: string }[]; decision: { decision: string; note: string | null; decidedBy: string } | null; issue: { id: string; status: string; outcome: string | null } | null };
type IssueReport = { id: string; agentId: string | null; agentName: string | null; status: string; outcome: string | null; endedBy: string | null; recommendationId: string | null; title: string };
type ErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let runId: string;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  const agent = await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Evidence agent" } });
  const conversation = await prisma.conversation.create({ data: { organisationId: team.organisationId, agentId: agent.id } });
  runId = (await prisma.run.create({ data: { organisationId: team.organisationId, conversationId: conversation.id, agentId: agent.id, kind: "direct", status: "failed", input: "x", model: {}, state: {} } })).id;
});

afterAll(() => {
  console.log(`[openapi conformance] recommendations: ${exercisedCount()} operations exercised`);
});

const create = (body: unknown, token = team.adminToken) => call<Recommendation & ErrorBody>("POST", "/v1/recommendations", { token, body });

describe("POST /v1/recommendations (admin) adds one by hand", () => {
  it("answers 201 with an open `admin` recommendation; evidence is a sentence or runs with a sentence each", async () => {
    const plain = await create({ title: "Split the weekly report task", proposal: "It does two jobs.", evidence: "It timed out twice." });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ source: "admin", status: "open", evidence: [{ runId: null, text: "It timed out twice." }], decision: null, issue: null });
    const withRun = await create({ title: "Look at this run", proposal: "It failed oddly.", evidence: [{ runId, text: "Failed at turn 3." }] });
    expect(withRun.body.evidence).toEqual([{ runId, text: "Failed at turn 3." }]);
  });

  it("refuses evidence naming another organisation's run as it refuses a made-up one, and bad input, and non-admins", async () => {
    const foreign = await create({ title: "T", proposal: "P", evidence: [{ runId, text: "theirs" }] }, otherTeam.adminToken);
    const madeUp = await create({ title: "T", proposal: "P", evidence: [{ runId: "no-such-run", text: "none" }] }, otherTeam.adminToken);
    expect([foreign.status, foreign.body.error.code, foreign.body.error.details]).toEqual([422, "invalid_request", [{ path: "evidence.0.runId", message: "No run of this organisation has that id." }]]);
    expect(madeUp.body).toEqual(foreign.body);
    expect((await create({ title: "", proposal: "P" })).status).toBe(422);
    expect((await create({ title: "T", proposal: "P" }, team.editorToken)).status).toBe(403);
    expect(await prisma.recommendation.count({ where: { organisationId: otherTeam.organisationId } })).toBe(0);
  });
});

describe("GET /v1/recommendations and /:id", () => {
  it("lists newest first for whoever reads runs, filters by status, and reads one; another organisation's id is a 404 like a made-up one", async () => {
    const made = await create({ title: "Listed", proposal: "P" });
    for (const token of [team.editorToken, team.ceoToken, team.adminToken]) {
      const listed = await call<{ recommendations: Recommendation[] }>("GET", "/v1/recommendations", { token });
      expect(listed.status).toBe(200);
      expect(listed.body.recommendations[0]!.id).toBe(made.body.id);
    }
    const accepted = await call<{ recommendations: Recommendation[] }>("GET", "/v1/recommendations?status=accepted", { token: team.editorToken });
    expect(accepted.body.recommendations.every((row) => row.status === "accepted")).toBe(true);
    expect((await call("GET", "/v1/recommendations?status=maybe", { token: team.editorToken })).status).toBe(422);
    expect((await call("GET", "/v1/recommendations")).status).toBe(401);
    expect((await call<Recommendation>("GET", `/v1/recommendations/${made.body.id}`, { token: team.ceoToken })).body.id).toBe(made.body.id);
    const foreign = await call<ErrorBody>("GET", `/v1/recommendations/${made.body.id}`, { token: otherTeam.adminToken });
    const madeUp = await call<ErrorBody>("GET", "/v1/recommendations/no-such-recommendation", { token: otherTeam.adminToken });
    expect([foreign.status, foreign.body]).toEqual([404, madeUp.body]);
  });
});

describe("POST /v1/recommendations/:id/decision and PATCH /v1/issue-reports/:id", () => {
  it("the CEO accepts (an issue is filed), a repeat changes nothing, another decision is a 409; an admin ends the issue", async () => {
    const made = await create({ title: "Raise the budget of the triage agent", proposal: "Its runs end on their budget.", evidence: [{ runId, text: "Ended on its budget." }] });
    const path = `/v1/recommendations/${made.body.id}/decision`;
    expect((await call("POST", path, { token: team.editorToken, body: { decision: "accept" } })).status).toBe(403);
    expect((await call("POST", path, { token: team.ceoToken, body: { decision: "maybe" } })).status).toBe(422);
    const accepted = await call<Recommendation>("POST", path, { token: team.ceoToken, body: { decision: "accept", note: "Do it this week." } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "accepted", decision: { decision: "accept", note: "Do it this week.", decidedBy: team.ceo.email }, issue: { status: "open", outcome: null } });
    const again = await call<Recommendation>("POST", path, { token: team.ceoToken, body: { decision: "accept" } });
    expect(again.body).toEqual(accepted.body);
    const other = await call<ErrorBody>("POST", path, { token: team.adminToken, body: { decision: "reject" } });
    expect([other.status, other.body.error.code]).toEqual([409, "recommendation_already_decided"]);
    expect((await call("POST", "/v1/recommendations/no-such-one/decision", { token: team.adminToken, body: { decision: "accept" } })).status).toBe(404);

    const issueId = accepted.body.issue!.id;
    const reports = await call<{ issueReports: IssueReport[] }>("GET", "/v1/issue-reports", { token: team.adminToken });
    expect(reports.body.issueReports.find((report) => report.id === issueId)).toMatchObject({
      title: "Raise the budget of the triage agent", agentId: null, agentName: null, status: "open", recommendationId: made.body.id,
    });
    const issuePath = `/v1/issue-reports/${issueId}`;
    expect((await call("PATCH", issuePath, { token: team.editorToken, body: { status: "resolved", outcome: "Raised." } })).status).toBe(403);
    expect((await call("PATCH", issuePath, { token: team.adminToken, body: { status: "resolved", outcome: " " } })).status).toBe(422);
    expect((await call("PATCH", issuePath, { token: team.adminToken, body: { status: "open", outcome: "Reopened." } })).status).toBe(422);
    const ended = await call<IssueReport>("PATCH", issuePath, { token: team.adminToken, body: { status: "resolved", outcome: "Raised to 80 calls." } });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: "resolved", outcome: "Raised to 80 calls.", endedBy: team.admin.email });
    expect((await call<IssueReport>("PATCH", issuePath, { token: team.adminToken, body: { status: "resolved", outcome: "Raised to 80 calls." } })).body).toEqual(ended.body);
    const changed = await call<ErrorBody>("PATCH", issuePath, { token: team.adminToken, body: { status: "wont_fix", outcome: "Changed my mind." } });
    expect([changed.status, changed.body.error.code]).toEqual([409, "issue_already_ended"]);
    const foreign = await call<ErrorBody>("PATCH", issuePath, { token: otherTeam.adminToken, body: { status: "resolved", outcome: "x" } });
    const madeUp = await call<ErrorBody>("PATCH", "/v1/issue-reports/no-such-issue", { token: otherTeam.adminToken, body: { status: "resolved", outcome: "x" } });
    expect([foreign.status, foreign.body]).toEqual([404, madeUp.body]);
    expect((await call<Recommendation>("GET", `/v1/recommendations/${made.body.id}`, { token: team.editorToken })).body.issue).toMatchObject({ status: "resolved", outcome: "Raised to 80 calls." });
  });

  it("left no operation of these areas without a success and an error", () => {
    expect(unexercised(CONFORMANCE_TAGS.recommendations)).toEqual([]);
  });
});

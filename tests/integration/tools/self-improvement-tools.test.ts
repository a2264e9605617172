// The Self-improvement family through the real registry (CONTRACT.md, Recommendations; seed "A few reads
// have a side effect"): each tool's answers and errors, who may decide, the decision's retry class, an
// accepted recommendation filed as an issue, report_issue proposing one, and the `issues` view's side effect
// over successive calls of one agent.

import { beforeAll, describe, expect, it } from "vitest";
import type { ToolContext } from "@/lib/runtime/ports";
import { endIssueReport } from "@/lib/server/use-cases/issue-reports/end-issue-report";
import { testPrisma } from "../../support/test-database";
import { createOrganisationFixture, type OrganisationFixture } from "../../support/organisation-fixture";
import { callTool, contextFor, createRunRow } from "./tool-test-setup";

const prisma = testPrisma();
let owner: OrganisationFixture;
let other: OrganisationFixture;
let adminId: string;
let minute = 0;

/** A recommendation made a minute after the previous one, so "newest first" is exact. */
async function recommend(fixture: OrganisationFixture, title: string, extra: { status?: "open" | "accepted" | "rejected" | "deferred"; evidence?: object[] } = {}) {
  minute += 1;
  return prisma.recommendation.create({
    data: {
      organisationId: fixture.organisationId,
      title,
      proposal: `Proposal: ${title}`,
      evidence: extra.evidence ?? [],
      source: "admin",
      status: extra.status ?? "open",
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, minute)),
    },
  });
}

const asAdmin = (overrides: Partial<ToolContext> = {}) => contextFor(owner, { actingUserId: adminId, actingUserRoles: ["admin"], ...overrides });

async function decide(id: string, decision: string, context: ToolContext = asAdmin(), note?: string) {
  return callTool(prisma, "os.decide_recommendation", context, note === undefined ? { id, decision } : { id, decision, note });
}

async function list(view: string, context: ToolContext = contextFor(owner), limit?: number) {
  return JSON.parse(await callTool(prisma, "os.list_recommendations", context, limit === undefined ? { view } : { view, limit }));
}

async function endIssue(issueId: string, status: "resolved" | "wont_fix", outcome: string) {
  return endIssueReport(prisma, { userId: adminId, organisationId: owner.organisationId, roles: ["admin"] }, issueId, { status, outcome });
}

beforeAll(async () => {
  owner = await createOrganisationFixture(prisma);
  other = await createOrganisationFixture(prisma);
  adminId = (await prisma.user.create({ data: { organisationId: owner.organisationId, email: `admin-${Math.random()}@test.local`, roles: ["admin"] } })).id;
});

describe("os.get_recommendation", () => {
  it("reads one in full: proposal, evidence naming its runs, status, no decision and no issue yet", async () => {
    const { runId } = await createRunRow(prisma, owner);
    const row = await recommend(owner, "Read in full", { evidence: [{ runId, text: "This run failed." }] });
    const answer = JSON.parse(await callTool(prisma, "os.get_recommendation", contextFor(owner), { id: row.id }));
    expect(answer).toEqual({
      id: row.id,
      title: "Read in full",
      proposal: "Proposal: Read in full",
      evidence: [{ runId, text: "This run failed." }],
      source: "admin",
      status: "open",
      decision: null,
      issue: null,
      agentId: null,
      runId: null,
      createdAt: row.createdAt.toISOString(),
    });
  });

  it("answers another organisation's id exactly as a made-up one", async () => {
    const foreign = await recommend(other, "Not yours");
    const refusal = (id: string) => callTool(prisma, "os.get_recommendation", contextFor(owner), { id }).then(() => "answered", (error: Error) => error.message.replaceAll(id, "<id>"));
    const forForeign = await refusal(foreign.id);
    expect(forForeign).toBe('recommendation_not_found: No recommendation has the id "<id>": list them with os.list_recommendations and use an id it gives.');
    expect(await refusal("made-up-id")).toBe(forForeign);
  });
});

describe("os.decide_recommendation", () => {
  it("is refused for an editor's run, before any id is read, and nothing changes", async () => {
    const row = await recommend(owner, "Editor may not");
    await expect(decide(row.id, "accept", contextFor(owner))).rejects.toMatchObject({ code: "not_permitted" });
    await expect(decide("made-up-id", "accept", contextFor(owner))).rejects.toMatchObject({ code: "not_permitted" });
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("open");
  });

  it("is refused for a run whose user was deleted", async () => {
    const row = await recommend(owner, "No user");
    await expect(decide(row.id, "accept", asAdmin({ actingUserId: null }))).rejects.toMatchObject({ code: "user_context_missing" });
  });

  it("accepting files the recommendation as an issue on the Reports page; the same decision again changes nothing", async () => {
    const row = await recommend(owner, "Accept me", { evidence: [{ text: "Seen twice." }] });
    const first = JSON.parse(await decide(row.id, "accept", asAdmin(), "Worth doing."));
    expect(first).toMatchObject({ id: row.id, status: "accepted", decision: { decision: "accept", note: "Worth doing." }, issue: { status: "open", outcome: null, endedAt: null } });
    const issue = await prisma.issueReport.findUniqueOrThrow({ where: { id: first.issue.id } });
    expect(issue).toMatchObject({ organisationId: owner.organisationId, agentId: null, title: "Accept me", status: "open", reportedById: adminId });
    expect(issue.details).toBe("Proposal: Accept me\n\nEvidence:\n- Seen twice.\n\nAccepted: Worth doing.");
    // Retry class idempotent: a repeat (even with another note) leaves the same state and files nothing more.
    const again = JSON.parse(await decide(row.id, "accept", asAdmin(), "Said twice."));
    expect(again).toEqual(first);
    expect(await prisma.issueReport.count({ where: { title: "Accept me" } })).toBe(1);
  });

  it("a different decision on an accepted or rejected one is recommendation_already_decided, and it stands", async () => {
    const accepted = await recommend(owner, "Decided once");
    await decide(accepted.id, "accept");
    await expect(decide(accepted.id, "reject")).rejects.toMatchObject({ code: "recommendation_already_decided" });
    await expect(decide(accepted.id, "defer")).rejects.toThrow(/^recommendation_already_decided: the recommendation "[^"]+" was already decided \(accept\), and that decision stands/);
    const rejected = await recommend(owner, "Rejected once");
    expect(JSON.parse(await decide(rejected.id, "reject", asAdmin(), "No."))).toMatchObject({ status: "rejected", issue: null });
    await expect(decide(rejected.id, "accept")).rejects.toMatchObject({ code: "recommendation_already_decided" });
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: rejected.id } })).issueReportId).toBeNull();
  });

  it("deferred is not final: deferring again changes nothing, and the CEO may accept it later", async () => {
    const row = await recommend(owner, "Later");
    expect(JSON.parse(await decide(row.id, "defer", asAdmin(), "Next quarter."))).toMatchObject({ status: "deferred", decision: { decision: "defer", note: "Next quarter." } });
    expect(JSON.parse(await decide(row.id, "defer"))).toMatchObject({ status: "deferred", decision: { note: "Next quarter." } });
    const ceo = contextFor(owner, { actingUserId: owner.ceo.userId, actingUserRoles: ["ceo"] });
    expect(JSON.parse(await decide(row.id, "accept", ceo))).toMatchObject({ status: "accepted", decision: { decision: "accept" }, issue: { status: "open" } });
  });

  it("answers another organisation's id and a made-up one alike: recommendation_not_found", async () => {
    const foreign = await recommend(other, "Theirs");
    await expect(decide(foreign.id, "accept")).rejects.toMatchObject({ code: "recommendation_not_found" });
    await expect(decide("made-up-id", "accept")).rejects.toMatchObject({ code: "recommendation_not_found" });
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe("open");
  });
});

describe("report_issue proposes a recommendation", () => {
  it("an agent's report is an `agent` recommendation resting on it; accepting it adopts that report as its issue", async () => {
    const { runId, conversationId } = await createRunRow(prisma, owner);
    const context = contextFor(owner, { runId, conversationId });
    const report = JSON.parse(await callTool(prisma, "report_issue", context, { title: "The staging API times out", details: "Every call to /orders took over 30 s." }));
    await callTool(prisma, "report_issue", context, { title: "The staging API times out", details: "Again." });
    const rows = await prisma.recommendation.findMany({ where: { organisationId: owner.organisationId, source: "agent" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: "The staging API times out", proposal: "Every call to /orders took over 30 s.", agentId: owner.agentId, runId });
    expect(rows[0]!.evidence).toEqual([{ runId, text: `An agent reported this with report_issue (report ${report.reportId}).` }]);
    const accepted = JSON.parse(await decide(rows[0]!.id, "accept"));
    expect(accepted.issue.id).toBe(report.reportId);
    expect(await prisma.issueReport.count({ where: { title: "The staging API times out" } })).toBe(1);
  });
});

describe("os.list_recommendations", () => {
  let fresh: OrganisationFixture;
  let freshAdmin: string;
  const freshList = (view: string, agentId = fresh.agentId) => list(view, contextFor(fresh, { agentId }));
  const freshDecide = (id: string, decision: string) => decide(id, decision, contextFor(fresh, { actingUserId: freshAdmin, actingUserRoles: ["admin"] }));
  const freshEnd = (issueId: string, status: "resolved" | "wont_fix", outcome: string) =>
    endIssueReport(prisma, { userId: freshAdmin, organisationId: fresh.organisationId, roles: ["admin"] }, issueId, { status, outcome });

  beforeAll(async () => {
    fresh = await createOrganisationFixture(prisma);
    freshAdmin = (await prisma.user.create({ data: { organisationId: fresh.organisationId, email: `admin-${Math.random()}@test.local`, roles: ["admin"] } })).id;
  });

  it("view `open` lists those awaiting a decision (deferred too), newest first, within the limit; `decided` the others", async () => {
    const first = await recommend(fresh, "First");
    const second = await recommend(fresh, "Second");
    const third = await recommend(fresh, "Third");
    await recommend(other, "Another organisation's");
    await freshDecide(second.id, "defer");
    await freshDecide(third.id, "reject");
    const open = await freshList("open");
    expect(open).toEqual({ view: "open", count: 2, recommendations: [
      { id: second.id, title: "Second", status: "deferred", issueOutcome: null },
      { id: first.id, title: "First", status: "open", issueOutcome: null },
    ] });
    expect((await list("open", contextFor(fresh), 1)).recommendations.map((row: { id: string }) => row.id)).toEqual([second.id]);
    expect((await freshList("decided")).recommendations.map((row: { id: string }) => row.id)).toEqual([third.id]);
    expect((await list("decided", contextFor(fresh))).settled).toBeUndefined();
  });

  it("view `issues` refreshes issueOutcome and settles what ended since that agent's previous such call", async () => {
    const x = await recommend(fresh, "Issue X");
    const y = await recommend(fresh, "Issue Y");
    const issueX = JSON.parse(await freshDecide(x.id, "accept")).issue.id;
    const issueY = JSON.parse(await freshDecide(y.id, "accept")).issue.id;
    await freshEnd(issueX, "resolved", "Fixed in the task's instructions.");
    // Until an `issues` call refreshes it, the stored issueOutcome still says open.
    const stale = (await freshList("decided")).recommendations.find((row: { id: string }) => row.id === x.id);
    expect(stale.issueOutcome).toMatchObject({ status: "open" });

    const firstCall = await freshList("issues");
    expect(firstCall.settled).toEqual([{ id: x.id, title: "Issue X", issue: { id: issueX, status: "resolved", outcome: "Fixed in the task's instructions.", endedAt: expect.any(String) } }]);
    expect(firstCall.recommendations.map((row: { id: string; issueOutcome: { status: string } }) => [row.id, row.issueOutcome.status])).toEqual([[y.id, "open"], [x.id, "resolved"]]);
    expect((await prisma.recommendation.findUniqueOrThrow({ where: { id: x.id } })).issueOutcome).toMatchObject({ status: "resolved", outcome: "Fixed in the task's instructions." });

    // Nothing new ended: the second call settles nothing.
    expect((await freshList("issues")).settled).toEqual([]);

    // Another issue ends: the third call settles only that one.
    await freshEnd(issueY, "wont_fix", "Not worth it.");
    const thirdCall = await freshList("issues");
    expect(thirdCall.settled.map((item: { id: string; issue: { status: string } }) => [item.id, item.issue.status])).toEqual([[y.id, "wont_fix"]]);

    // The cursor is the agent's own: another agent's first such call settles both.
    const otherAgent = await prisma.agent.create({ data: { organisationId: fresh.organisationId, name: "Second agent" } });
    expect((await freshList("issues", otherAgent.id)).settled.map((item: { id: string }) => item.id)).toEqual([y.id, x.id]);
    expect((await freshList("issues", otherAgent.id)).settled).toEqual([]);
  });
});

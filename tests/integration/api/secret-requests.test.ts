import { beforeAll, describe, expect, it } from "vitest";
import { GET as listIssueReports } from "@/app/v1/issue-reports/route";
import { POST as dismiss } from "@/app/v1/secret-requests/[id]/dismiss/route";
import { POST as fulfil } from "@/app/v1/secret-requests/[id]/fulfil/route";
import { GET as listRequests } from "@/app/v1/secret-requests/route";
import { GET as listSecrets } from "@/app/v1/secrets/route";
import { decryptSecret } from "@/lib/server/secrets/secret-box";
import { fulfilSecretRequest } from "@/lib/server/use-cases/secret-requests/fulfil-secret-request";
import { testPrisma, truncateAll } from "../../support/test-database";
import { callTool, contextFor } from "../tools/tool-test-setup";
import { apiRequest, createTeam, noParams, params, read, type Team } from "./api-fixtures";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

// secret_request → an admin fulfils it → the agent's secret exists; the value is in no answer (CONTRACT.md,
// Secrets). And the issue reports admins read.

const prisma = testPrisma();
const value = "sk-live-REQUESTED-VALUE-NEVER-RETURNED";
let team: Team;
let otherTeam: Team;
let agentId: string;

type RequestView = { id: string; agentId: string; agentName: string; name: string; reason: string; status: string; runId: string | null; secretId: string | null };

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  agentId = (await prisma.agent.create({ data: { organisationId: team.organisationId, name: "Billing agent" } })).id;
});

function toolContext() {
  const fixture = { organisationId: team.organisationId, agentId, taskId: "", editor: { userId: team.editor.id, organisationId: team.organisationId, roles: ["editor"] as const }, ceo: { userId: team.ceo.id, organisationId: team.organisationId, roles: ["ceo"] as const } };
  return contextFor(fixture, { taskId: null });
}

async function requestSecret(name: string, reason = "To read invoices."): Promise<string> {
  return JSON.parse(await callTool(prisma, "secret_request", toolContext(), { name, reason })).requestId;
}

const list = async (status: string, token = team.adminToken) =>
  read<{ secretRequests: RequestView[] }>(await listRequests(apiRequest(`/v1/secret-requests?status=${status}`, { token }), noParams));
const fulfilRequest = async (id: string, body: unknown, token = team.adminToken) =>
  read<RequestView>(await fulfil(apiRequest(`/v1/secret-requests/${id}/fulfil`, { token, body }), params({ id })));
const dismissRequest = async (id: string, token = team.adminToken) =>
  read<RequestView>(await dismiss(apiRequest(`/v1/secret-requests/${id}/dismiss`, { token, method: "POST" }), params({ id })));

describe("secret requests", () => {
  it("lists an open request with its agent and reason; fulfilling creates the agent's secret and returns no value", async () => {
    const requestId = await requestSecret("STRIPE_API_KEY");
    const open = await list("open");
    expect(open.status).toBe(200);
    expect(open.body.secretRequests).toEqual([
      expect.objectContaining({ id: requestId, agentId, agentName: "Billing agent", name: "STRIPE_API_KEY", reason: "To read invoices.", status: "open", secretId: null }),
    ]);

    const fulfilled = await fulfilRequest(requestId, { value });
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.body).toMatchObject({ id: requestId, status: "fulfilled", secretId: expect.any(String) });
    expect(fulfilled.text).not.toContain(value);
    const secret = await prisma.secret.findUniqueOrThrow({ where: { id: fulfilled.body.secretId! } });
    expect(secret).toMatchObject({ organisationId: team.organisationId, agentId, name: "STRIPE_API_KEY" });
    expect(decryptSecret(secret.ciphertext)).toBe(value);

    // The value is in no answer: lists of requests, secrets, and the audit trail.
    for (const answer of [await list("fulfilled"), await list("open"), await read(await listSecrets(apiRequest("/v1/secrets", { token: team.adminToken }), noParams))]) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(value);
    }
    expect((await list("open")).body.secretRequests).toEqual([]);
    const audit = await prisma.auditEvent.findMany({ where: { organisationId: team.organisationId } });
    expect(JSON.stringify(audit)).not.toContain(value);

    // Asked for again once provided: the agent is told it is available, and no new request opens.
    expect(JSON.parse(await callTool(prisma, "secret_request", toolContext(), { name: "STRIPE_API_KEY", reason: "again" })).status).toBe("available");
  });

  it("refuses a second decision with 409, an empty value with 422, and keeps other organisations out with 404", async () => {
    const requestId = await requestSecret("MAIL_PASSWORD");
    const empty = await fulfilRequest(requestId, { value: "" });
    expect(empty.status).toBe(422);
    // Issue 8, item 3: the Secrets page's "Provide value" refuses a short value as POST /v1/secrets does.
    const short = await fulfilRequest(requestId, { value: "seven-7" });
    expect(short).toMatchObject({ status: 422, body: { error: { code: "invalid_request", details: [{ path: "value" }] } } });
    expect(short.text).not.toContain("seven-7");
    expect((await list("open")).body.secretRequests.map((open) => open.id)).toContain(requestId);
    // The use case refuses it too, for a caller that skips the body schema; the request stays open.
    const actor: UseCasePrincipal = { userId: team.admin.id, organisationId: team.organisationId, roles: ["admin"] };
    await expect(fulfilSecretRequest(prisma, actor, requestId, { value: "x" })).rejects.toMatchObject({ code: "invalid_request", details: { details: [{ path: "value" }] } });
    expect((await list("open")).body.secretRequests.map((open) => open.id)).toContain(requestId);
    const foreign = await fulfilRequest(requestId, { value }, otherTeam.adminToken);
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect((await dismissRequest(requestId, otherTeam.adminToken)).status).toBe(404);
    expect((await list("open", otherTeam.adminToken)).body.secretRequests).toEqual([]);

    const dismissed = await dismissRequest(requestId);
    expect(dismissed).toMatchObject({ status: 200, body: { status: "dismissed", secretId: null } });
    const again = await fulfilRequest(requestId, { value });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "conflict" } } });
    expect(again.text).not.toContain(value);
    expect(await prisma.secret.count({ where: { name: "MAIL_PASSWORD" } })).toBe(0);
    // Dismissed: the agent may ask again, which opens a new request.
    expect(await requestSecret("MAIL_PASSWORD")).not.toBe(requestId);
  });

  it("keeps the request open when the agent already holds a secret of that name (409, delete it first)", async () => {
    const requestId = await requestSecret("SHARED_NAME");
    await prisma.secret.create({ data: { organisationId: team.organisationId, agentId, name: "SHARED_NAME", ciphertext: "x" } });
    const conflict = await fulfilRequest(requestId, { value });
    expect(conflict).toMatchObject({ status: 409, body: { error: { code: "conflict" } } });
    expect((await prisma.secretRequest.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("open");
  });

  it("is for admins only", async () => {
    const requestId = await requestSecret("ADMIN_ONLY");
    expect((await list("open", team.editorToken)).status).toBe(403);
    expect((await fulfilRequest(requestId, { value }, team.editorToken)).status).toBe(403);
    expect((await dismissRequest(requestId, team.ceoToken)).status).toBe(403);
    expect((await listRequests(apiRequest("/v1/secret-requests"), noParams)).status).toBe(401);
    expect((await list("closed")).status).toBe(422);
  });
});

describe("GET /v1/issue-reports", () => {
  it("lists the organisation's reports newest first, for admins only", async () => {
    const context = toolContext();
    await callTool(prisma, "report_issue", context, { title: "First", details: "d1" }, new Date("2026-12-01T09:00:00Z"));
    await callTool(prisma, "report_issue", context, { title: "Second", details: "d2", severity: "high" }, new Date("2026-12-01T10:00:00Z"));
    const { status, body } = await read<{ issueReports: Record<string, unknown>[] }>(
      await listIssueReports(apiRequest("/v1/issue-reports", { token: team.adminToken }), noParams),
    );
    expect(status).toBe(200);
    expect(body.issueReports.map((report) => [report.title, report.severity])).toEqual([["Second", "high"], ["First", "medium"]]);
    expect(body.issueReports[0]).toMatchObject({ agentId, agentName: "Billing agent", runId: null, reportedBy: team.editor.email });
    const other = await read<{ issueReports: unknown[] }>(await listIssueReports(apiRequest("/v1/issue-reports", { token: otherTeam.adminToken }), noParams));
    expect(other.body.issueReports).toEqual([]);
    expect((await listIssueReports(apiRequest("/v1/issue-reports", { token: team.editorToken }), noParams)).status).toBe(403);
  });
});

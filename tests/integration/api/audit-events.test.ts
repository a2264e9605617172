import { beforeAll, describe, expect, it } from "vitest";
import { GET as listAudit } from "@/app/v1/audit-events/route";
import { POST as createToken } from "@/app/v1/tokens/route";
import { DELETE as revokeToken } from "@/app/v1/tokens/[id]/route";
import { AuditEventListSchema } from "@/lib/contracts/audit-schemas";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, params, read, sessionCookieFor, type Team } from "./api-fixtures";

// Issue 23, item 7: the audit events the backend records have a page — GET /v1/audit-events, admins only,
// newest first, a keyset page at a time, never another organisation's.

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  const base = Date.parse("2026-12-01T09:00:00Z");
  await prisma.auditEvent.createMany({
    data: Array.from({ length: 5 }, (_, index) => ({ organisationId: team.organisationId, actorUserId: team.admin.id, action: "run.cancelled", detail: { runId: `run-${index}` }, createdAt: new Date(base + index * 1000) })),
  });
  await prisma.auditEvent.create({ data: { organisationId: otherTeam.organisationId, actorUserId: otherTeam.admin.id, action: "run.cancelled", detail: { runId: "theirs" } } });
});

const page = async (query: string, token = team.adminToken) => read(await listAudit(apiRequest(`/v1/audit-events${query}`, { token }), noParams));

describe("GET /v1/audit-events", () => {
  it("pages the organisation's events newest first, with who did each", async () => {
    const first = await page("?limit=3");
    expect(first.status).toBe(200);
    const one = AuditEventListSchema.parse(first.body);
    expect(one.events.map((event) => event.detail.runId)).toEqual(["run-4", "run-3", "run-2"]);
    expect(one.events[0].actor).toEqual({ id: team.admin.id, email: team.admin.email });
    const two = AuditEventListSchema.parse((await page(`?limit=3&before=${one.nextCursor}`)).body);
    expect(two.events.map((event) => event.detail.runId)).toEqual(["run-1", "run-0"]);
    expect(two.nextCursor).toBeNull();
    expect(JSON.stringify([one, two])).not.toContain("theirs");
  });

  it("records a token made and revoked in the console, and filters by action", async () => {
    const cookie = await sessionCookieFor(prisma, team.editor.id);
    const made = await read<{ token: { id: string } }>(await createToken(apiRequest("/v1/tokens", { cookie, body: { name: "audited", scopes: ["runs:read"] } }), noParams));
    expect(made.status).toBe(201);
    const tokenId = made.body.token.id;
    expect((await revokeToken(apiRequest(`/v1/tokens/${tokenId}`, { cookie, method: "DELETE" }), params({ id: tokenId }))).status).toBe(204);
    expect((await revokeToken(apiRequest(`/v1/tokens/${tokenId}`, { cookie, method: "DELETE" }), params({ id: tokenId }))).status).toBe(204);
    const tokens = AuditEventListSchema.parse((await page("?action=token.created")).body);
    expect(tokens.events).toHaveLength(1);
    expect(tokens.events[0]).toMatchObject({ action: "token.created", actor: { email: team.editor.email }, detail: { tokenId, name: "audited", scopes: ["runs:read"] } });
    const revoked = AuditEventListSchema.parse((await page("?action=token.revoked")).body);
    expect(revoked.events.map((event) => event.detail.tokenId)).toEqual([tokenId]);
  });

  it("is for admins, and refuses a cursor it did not give or a bad limit, naming it", async () => {
    expect((await page("", team.editorToken)).status).toBe(403);
    expect((await page("", team.ceoToken)).status).toBe(403);
    const forged = await page("?before=not-a-cursor");
    expect(forged.status).toBe(422);
    expect(forged.body.error.details).toEqual([{ path: "before", message: "not a cursor this server gave" }]);
    expect((await page("?limit=0")).status).toBe(422);
    expect((await page("?limit=1000")).status).toBe(422);
  });
});

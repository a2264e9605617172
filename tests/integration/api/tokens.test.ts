import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { DELETE as revokeRoute } from "@/app/v1/tokens/[id]/route";
import { GET as listTokens } from "@/app/v1/tokens/route";
import { hashApiToken } from "@/lib/server/auth/api-token";
import { hashSessionToken, newSessionToken } from "@/lib/server/auth/session-token";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Curation and people: GET /v1/tokens (one's own; an admin sees the organisation's) and
// DELETE /v1/tokens/:id (revoke). Never a token's value; another's token is as unknown as a made-up id.
// Issue 16, item 7: from a session, or a token scoped admin; a narrower token is refused 403.

type TokenBody = { id: string; name: string; scopes: string[]; user: { id: string; email: string }; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;
let editorCookie: string;

async function sessionCookieFor(userId: string): Promise<string> {
  const value = newSessionToken();
  await prisma.session.create({ data: { userId, tokenHash: hashSessionToken(value), expiresAt: new Date(Date.now() + 3_600_000) } });
  return `tollgate_session=${value}`;
}

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
  editorCookie = await sessionCookieFor(team.editor.id);
});

/** A token value (`tg_…`) is sent as a bearer; anything else is a session cookie. */
const credentials = (caller: string) => (caller.startsWith("tollgate_session=") ? { cookie: caller } : { token: caller });
const list = async (caller: string) => read<{ tokens: TokenBody[] }>(await listTokens(apiRequest("/v1/tokens", credentials(caller)), noParams));
const revoke = async (id: string, caller: string) => read(await revokeRoute(apiRequest(`/v1/tokens/${id}`, { method: "DELETE", ...credentials(caller) }), params({ id })));

async function tokenIdOf(value: string): Promise<string> {
  return (await prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashApiToken(value) } })).id;
}

describe("GET /v1/tokens", () => {
  it("an editor sees their own tokens only, never a value", async () => {
    const { status, body, text } = await list(editorCookie);
    expect(status).toBe(200);
    expect(body.tokens.map((token) => token.user.id)).toEqual([team.editor.id]);
    expect(body.tokens[0]).toEqual({
      id: await tokenIdOf(team.editorToken),
      name: "",
      scopes: ["tools:read", "runs:read", "runs:write"],
      user: { id: team.editor.id, email: team.editor.email },
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(text).not.toContain(team.editorToken);
  });

  it("an admin sees every token of the organisation, and none of another", async () => {
    const { body } = await list(team.adminToken);
    expect(new Set(body.tokens.map((token) => token.user.id))).toEqual(new Set([team.admin.id, team.editor.id, team.ceo.id]));
  });
});

describe("DELETE /v1/tokens/:id", () => {
  it("revokes one's own token: it stops working at once and shows when it was revoked", async () => {
    const value = await createToken(prisma, team.editor.id, ["runs:read"]);
    const id = await tokenIdOf(value);
    expect((await getMe(apiRequest("/v1/me", { token: value }), noParams)).status).toBe(200);
    const revoked = await revoke(id, editorCookie);
    expect(revoked.status).toBe(204);
    expect((await getMe(apiRequest("/v1/me", { token: value }), noParams)).status).toBe(401);
    expect((await list(editorCookie)).body.tokens.find((token) => token.id === id)?.revokedAt).toEqual(expect.any(String));
    expect((await revoke(id, editorCookie)).status).toBe(204);
  });

  it("an admin revokes anyone's in the organisation", async () => {
    const value = await createToken(prisma, team.ceo.id, ["gates:decide"]);
    expect((await revoke(await tokenIdOf(value), team.adminToken)).status).toBe(204);
    expect((await getMe(apiRequest("/v1/me", { token: value }), noParams)).status).toBe(401);
  });

  it("another person's token, another organisation's and a made-up id are answered alike, and keep working", async () => {
    const admins = await tokenIdOf(team.adminToken);
    const foreign = await tokenIdOf(otherTeam.editorToken);
    const madeUp = "00000000-0000-4000-8000-0000000000d1";
    const none = await revoke(madeUp, editorCookie);
    expect(none.status).toBe(404);
    for (const id of [admins, foreign]) {
      const theirs = await revoke(id, id === foreign ? team.adminToken : editorCookie);
      expect(theirs.status).toBe(404);
      expect(theirs.text.replaceAll(id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    }
    expect((await getMe(apiRequest("/v1/me", { token: team.adminToken }), noParams)).status).toBe(200);
    expect((await getMe(apiRequest("/v1/me", { token: otherTeam.editorToken }), noParams)).status).toBe(200);
  });
});

describe("a token needs the admin scope for /v1/tokens (issue 16, item 7)", () => {
  it("refuses a token not scoped admin with 403, listing or revoking, and the token revoked stays alive", async () => {
    const target = await createToken(prisma, team.editor.id, ["runs:read"]);
    const listed = await list(team.editorToken);
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ error: { code: "forbidden", required: ["admin"] } });
    const revoked = await revoke(await tokenIdOf(target), team.editorToken);
    expect(revoked.status).toBe(403);
    expect((await getMe(apiRequest("/v1/me", { token: target }), noParams)).status).toBe(200);
  });

  it("refuses an admin's own token that is not scoped admin", async () => {
    const narrow = await createToken(prisma, team.admin.id, ["runs:read"]);
    expect((await list(narrow)).status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { DELETE as revokeRoute } from "@/app/v1/tokens/[id]/route";
import { GET as listTokens } from "@/app/v1/tokens/route";
import { hashApiToken } from "@/lib/server/auth/api-token";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Curation and people: GET /v1/tokens (one's own; an admin sees the organisation's) and
// DELETE /v1/tokens/:id (revoke). Never a token's value; another's token is as unknown as a made-up id.

type TokenBody = { id: string; name: string; scopes: string[]; user: { id: string; email: string }; createdAt: string; lastUsedAt: string | null; revokedAt: string | null };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

const list = async (token: string) => read<{ tokens: TokenBody[] }>(await listTokens(apiRequest("/v1/tokens", { token }), noParams));
const revoke = async (id: string, token: string) => read(await revokeRoute(apiRequest(`/v1/tokens/${id}`, { method: "DELETE", token }), params({ id })));

async function tokenIdOf(value: string): Promise<string> {
  return (await prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashApiToken(value) } })).id;
}

describe("GET /v1/tokens", () => {
  it("an editor sees their own tokens only, never a value", async () => {
    const { status, body, text } = await list(team.editorToken);
    expect(status).toBe(200);
    expect(body.tokens.map((token) => token.user.id)).toEqual([team.editor.id]);
    expect(body.tokens[0]).toEqual({
      id: await tokenIdOf(team.editorToken),
      name: "",
      scopes: ["tools:read", "runs:read", "runs:write"],
      user: { id: team.editor.id, email: team.editor.email },
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
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
    const revoked = await revoke(id, team.editorToken);
    expect(revoked.status).toBe(204);
    expect((await getMe(apiRequest("/v1/me", { token: value }), noParams)).status).toBe(401);
    expect((await list(team.editorToken)).body.tokens.find((token) => token.id === id)?.revokedAt).toEqual(expect.any(String));
    expect((await revoke(id, team.editorToken)).status).toBe(204);
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
    const none = await revoke(madeUp, team.editorToken);
    expect(none.status).toBe(404);
    for (const id of [admins, foreign]) {
      const theirs = await revoke(id, id === foreign ? team.adminToken : team.editorToken);
      expect(theirs.status).toBe(404);
      expect(theirs.text.replaceAll(id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    }
    expect((await getMe(apiRequest("/v1/me", { token: team.adminToken }), noParams)).status).toBe(200);
    expect((await getMe(apiRequest("/v1/me", { token: otherTeam.editorToken }), noParams)).status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTokens, POST as createToken } from "@/app/v1/tokens/route";
import { GET as listRuns } from "@/app/v1/runs/route";
import { CreatedTokenSchema } from "@/lib/contracts/token-schemas";
import { testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, createTeam, noParams, read, sessionCookieFor, type Team } from "./api-fixtures";

// Issue 23, item 7: a signed-in person makes a named token of their own in the console (POST /v1/tokens); the
// value is shown once and works; a token cannot make tokens; a scope one's roles do not allow is refused.

const prisma = testPrisma();
let team: Team;

beforeAll(async () => {
  await truncateAll();
  team = await createTeam(prisma);
});

describe("POST /v1/tokens", () => {
  it("makes a named token for the signed-in person, shown once, that works with its scopes", async () => {
    const cookie = await sessionCookieFor(prisma, team.editor.id);
    const made = await read(await createToken(apiRequest("/v1/tokens", { cookie, body: { name: "  reporting script ", scopes: ["runs:read", "runs:read"] } }), noParams));
    expect(made.status).toBe(201);
    const { token, value } = CreatedTokenSchema.parse(made.body);
    expect(token).toMatchObject({ name: "reporting script", scopes: ["runs:read"], user: { id: team.editor.id, email: team.editor.email }, revokedAt: null });
    expect((await listRuns(apiRequest("/v1/runs", { token: value }), noParams)).status).toBe(200);
    const stored = await prisma.apiToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(stored.tokenHash).not.toContain(value);
    const listed = await read(await listTokens(apiRequest("/v1/tokens", { cookie }), noParams));
    expect(listed.text).toContain("reporting script");
    expect(listed.text).not.toContain(value);
  });

  it("refuses a scope the person's roles do not allow, an unknown scope and an empty name, naming the field", async () => {
    const cookie = await sessionCookieFor(prisma, team.editor.id);
    const tooMuch = await read(await createToken(apiRequest("/v1/tokens", { cookie, body: { name: "x", scopes: ["gates:decide"] } }), noParams));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.details).toEqual([{ path: "scopes", message: "scopes: your roles (editor) do not allow gates:decide" }]);
    const unknown = await read(await createToken(apiRequest("/v1/tokens", { cookie, body: { name: "x", scopes: ["root"] } }), noParams));
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain("root is not a scope");
    const unnamed = await read(await createToken(apiRequest("/v1/tokens", { cookie, body: { name: "  ", scopes: ["runs:read"] } }), noParams));
    expect(unnamed.status).toBe(422);
    expect(JSON.stringify(unnamed.body)).toContain("name");
    expect(await prisma.apiToken.count({ where: { userId: team.editor.id, name: "x" } })).toBe(0);
  });

  it("is refused to a token, even an admin's: a leaked token never mints more", async () => {
    const answer = await read(await createToken(apiRequest("/v1/tokens", { token: team.adminToken, body: { name: "minted", scopes: ["admin"] } }), noParams));
    expect(answer.status).toBe(403);
    expect(await prisma.apiToken.count({ where: { name: "minted" } })).toBe(0);
    expect((await createToken(apiRequest("/v1/tokens", { body: { name: "anon", scopes: ["runs:read"] } }), noParams)).status).toBe(401);
  });
});

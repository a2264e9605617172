import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { POST as signIn } from "@/app/v1/session/route";
import { DELETE as deleteUserRoute, PATCH as patchUser } from "@/app/v1/users/[id]/route";
import { GET as listUsers, POST as postUser } from "@/app/v1/users/route";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, params, read, type Team } from "./api-fixtures";

// CONTRACT.md, Curation and people: GET /v1/users (admin) → {users}; POST /v1/users {email, roles, password?}
// → 201 (a generated password returned once); PATCH /v1/users/:id {roles?} (never the last admin away);
// DELETE /v1/users/:id → 204 (not oneself; sessions and tokens go with them).

type UserBody = { id: string; email: string; name: string; roles: string[]; createdAt: string; generatedPassword?: string };

const prisma = testPrisma();
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  team = await createTeam(prisma);
  otherTeam = await createTeam(prisma);
});

const create = async (body: unknown, token = team.adminToken) => read<UserBody>(await postUser(apiRequest("/v1/users", { token, body }), noParams));
const patch = async (id: string, body: unknown, token = team.adminToken) =>
  read<UserBody>(await patchUser(apiRequest(`/v1/users/${id}`, { method: "PATCH", token, body }), params({ id })));
const remove = async (id: string, token = team.adminToken) => read(await deleteUserRoute(apiRequest(`/v1/users/${id}`, { method: "DELETE", token }), params({ id })));
const list = async (token = team.adminToken) => read<{ users: UserBody[] }>(await listUsers(apiRequest("/v1/users", { token }), noParams));
const signInAs = (email: string, password: string) => signIn(apiRequest("/v1/session", { body: { email, password } }), noParams);

function cookieOf(response: Response): string {
  const match = /^tollgate_session=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
  if (match === null) throw new Error("no session cookie");
  return `tollgate_session=${match[1]}`;
}

describe("GET /v1/users", () => {
  it("lists the organisation's users with their roles, for admins only", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.users.map((user) => user.email).sort()).toEqual([team.admin.email, team.editor.email, team.ceo.email].sort());
    expect(body.users.find((user) => user.id === team.editor.id)).toEqual({
      id: team.editor.id,
      email: team.editor.email,
      name: "Test User",
      roles: ["editor"],
      address: team.editor.email,
      jobRoles: [],
      teams: [],
      createdAt: expect.any(String),
    });
    expect((await list(team.editorToken)).status).toBe(403);
    expect((await read(await listUsers(apiRequest("/v1/users"), noParams))).status).toBe(401);
  });
});

describe("POST /v1/users", () => {
  it("201 with a generated password returned once, which signs in; only its hash is kept", async () => {
    const created = await create({ email: " Grace@Example.org ", roles: ["editor", "ceo", "editor"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: "grace@example.org", roles: ["editor", "ceo"], generatedPassword: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.organisationId).toBe(team.organisationId);
    expect(stored.passwordHash).not.toContain(created.body.generatedPassword);
    expect((await signInAs("grace@example.org", created.body.generatedPassword ?? "")).status).toBe(200);
    expect((await list()).body.users.find((user) => user.id === created.body.id)).not.toHaveProperty("generatedPassword");
  });

  it("keeps a chosen password and returns none", async () => {
    const created = await create({ email: "ada@example.org", roles: ["admin"], password: "a long chosen password", name: "Ada" });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("generatedPassword");
    expect(created.body.name).toBe("Ada");
    expect((await signInAs("ada@example.org", "a long chosen password")).status).toBe(200);
  });

  it.each([
    [{ email: "not-an-email", roles: ["editor"] }, "email"],
    [{ email: "x@example.org", roles: [] }, "roles"],
    [{ email: "x@example.org", roles: ["boss"] }, "roles.0"],
    [{ email: "x@example.org", roles: ["editor"], password: "short" }, "password"],
    [{ email: "x@example.org", roles: ["editor"], organisationId: "another" }, "organisationId"],
  ])("refuses %j with 422 naming %s", async (body, path) => {
    const refused = await create(body);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(`"path":"${path}"`);
  });

  it("refuses an email that already has an account, in this organisation or another, as 409", async () => {
    expect((await create({ email: team.editor.email, roles: ["admin"] })).body).toMatchObject({ error: { code: "conflict", field: "email" } });
    expect((await create({ email: otherTeam.editor.email, roles: ["admin"] })).status).toBe(409);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: team.editor.id } })).roles).toEqual(["editor"]);
  });

  it("is for admins", async () => {
    expect((await create({ email: "sneaky@example.org", roles: ["admin"] }, team.editorToken)).status).toBe(403);
    expect(await prisma.user.count({ where: { email: "sneaky@example.org" } })).toBe(0);
  });
});

describe("PATCH /v1/users/:id", () => {
  it("changes roles, which a token of the user feels at once", async () => {
    const user = await create({ email: "promoted@example.org", roles: ["editor"] });
    const token = await createToken(prisma, user.body.id, ["runs:read", "admin"]);
    expect((await list(token)).status).toBe(403);
    const changed = await patch(user.body.id, { roles: ["admin", "editor"] });
    expect(changed.status).toBe(200);
    expect(changed.body.roles).toEqual(["admin", "editor"]);
    expect((await list(token)).status).toBe(200);
  });

  it("never takes the admin role from the organisation's last admin", async () => {
    const team2 = await createTeam(prisma);
    const refused = await patch(team2.admin.id, { roles: ["editor"] }, team2.adminToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "conflict", reason: "last_admin" } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: team2.admin.id } })).roles).toEqual(["admin"]);
    const second = await create({ email: `second-${team2.organisationId}@example.org`, roles: ["admin"] }, team2.adminToken);
    expect((await patch(team2.admin.id, { roles: ["editor"] }, team2.adminToken)).status).toBe(200);
    expect((await patch(second.body.id, { roles: ["ceo"] }, team2.adminToken)).status).toBe(403);
  });

  it("answers another organisation's user exactly as a made-up id, and is for admins", async () => {
    const madeUp = "00000000-0000-4000-8000-0000000000c1";
    const [theirs, none] = [await patch(otherTeam.editor.id, { roles: ["admin"] }), await patch(madeUp, { roles: ["admin"] })];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(otherTeam.editor.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: otherTeam.editor.id } })).roles).toEqual(["editor"]);
    expect((await patch(team.ceo.id, { roles: ["admin"] }, team.editorToken)).status).toBe(403);
    expect((await patch(team.ceo.id, { roles: ["root"] })).status).toBe(422);
  });
});

describe("DELETE /v1/users/:id", () => {
  it("204: signed out everywhere, tokens dead, no sign-in, gone from the list; the row stays for its runs", async () => {
    const created = await create({ email: "leaving@example.org", roles: ["editor"], password: "leaving for good now" });
    const cookie = cookieOf(await signInAs("leaving@example.org", "leaving for good now"));
    const token = await createToken(prisma, created.body.id, ["runs:read"]);
    expect((await getMe(apiRequest("/v1/me", { cookie }), noParams)).status).toBe(200);

    const deleted = await remove(created.body.id);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await getMe(apiRequest("/v1/me", { cookie }), noParams)).status).toBe(401);
    expect((await getMe(apiRequest("/v1/me", { token }), noParams)).status).toBe(401);
    expect((await signInAs("leaving@example.org", "leaving for good now")).status).toBe(401);
    expect((await list()).body.users.map((user) => user.id)).not.toContain(created.body.id);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({ passwordHash: null, roles: [], deletedAt: expect.any(Date) });
    expect((await remove(created.body.id)).status).toBe(404);

    // The same person added again is a user again, with a new password.
    const back = await create({ email: "leaving@example.org", roles: ["ceo"] });
    expect(back.body).toMatchObject({ id: created.body.id, roles: ["ceo"], generatedPassword: expect.any(String) });
  });

  it("refuses to remove oneself", async () => {
    const refused = await remove(team.admin.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "conflict", reason: "own_account" } });
  });

  it("answers another organisation's user exactly as a made-up id, and is for admins", async () => {
    const madeUp = "00000000-0000-4000-8000-0000000000c2";
    const [theirs, none] = [await remove(otherTeam.ceo.id), await remove(madeUp)];
    expect(theirs.status).toBe(404);
    expect(theirs.text.replaceAll(otherTeam.ceo.id, "<id>")).toBe(none.text.replaceAll(madeUp, "<id>"));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: otherTeam.ceo.id } })).deletedAt).toBeNull();
    expect((await remove(team.ceo.id, team.editorToken)).status).toBe(403);
  });
});

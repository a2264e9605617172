import { beforeAll, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { POST as signIn } from "@/app/v1/session/route";
import { DELETE as deleteUserRoute, PATCH as patchUser } from "@/app/v1/users/[id]/route";
import { POST as postUser } from "@/app/v1/users/route";
import { authenticate } from "@/lib/server/auth/authenticate";
import { verifyPassword } from "@/lib/server/auth/password";
import { hashSessionToken, newSessionToken } from "@/lib/server/auth/session-token";
import type { CliContext } from "@/lib/server/cli/cli-command";
import { createUserCommand } from "@/lib/server/cli/create-user-command";
import { deleteUser } from "@/lib/server/use-cases/users/delete-user";
import { updateUser } from "@/lib/server/use-cases/users/update-user";
import { testPrisma } from "../../support/test-database";
import { apiRequest, createTeam, createToken, noParams, params, read, type Team } from "./api-fixtures";

// Issue 16, item 7, sessions: a removed (or re-created) user's session never authenticates; a password change
// (PATCH /v1/users/:id {password}, or the CLI's `user create` again) ends that user's other sessions; an
// admin's request authorised before a concurrent demotion does not act.

const prisma = testPrisma();
const password = "correct horse battery staple";
let team: Team;

beforeAll(async () => {
  team = await createTeam(prisma);
});

function cookieOf(response: Response): string {
  const match = /^tollgate_session=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
  if (match === null) throw new Error(`no session cookie: ${response.status}`);
  return `tollgate_session=${match[1]}`;
}

async function signedIn(email: string, pass = password): Promise<string> {
  return cookieOf(await signIn(apiRequest("/v1/session", { body: { email, password: pass } }), noParams));
}

const meStatus = async (cookie: string) => (await getMe(apiRequest("/v1/me", { cookie }), noParams)).status;
const patch = async (id: string, body: unknown, caller: { token?: string; cookie?: string }) =>
  read(await patchUser(apiRequest(`/v1/users/${id}`, { method: "PATCH", body, ...caller }), params({ id })));

/** A session row written straight in, as a sign-in that finished while its user was being removed leaves one. */
async function lateSession(userId: string): Promise<string> {
  const value = newSessionToken();
  await prisma.session.create({ data: { userId, tokenHash: hashSessionToken(value), expiresAt: new Date(Date.now() + 3_600_000) } });
  return `tollgate_session=${value}`;
}

async function newEditor(email: string): Promise<string> {
  const created = await read<{ id: string }>(await postUser(apiRequest("/v1/users", { token: team.adminToken, body: { email, roles: ["editor"], password } }), noParams));
  expect(created.status).toBe(201);
  return created.body.id;
}

describe("a removed or re-created user's session (issue 16, item 7)", () => {
  it("never authenticates once the user is removed, whatever session outlived the removal", async () => {
    const id = await newEditor("removed-late@example.org");
    expect((await deleteUserRoute(apiRequest(`/v1/users/${id}`, { method: "DELETE", token: team.adminToken }), params({ id }))).status).toBe(204);
    const late = await lateSession(id);
    expect(await meStatus(late)).toBe(401);
  });

  it("never authenticates as the user re-created with the same email", async () => {
    const id = await newEditor("recreated@example.org");
    await deleteUser(prisma, (await authenticate(apiRequest("/v1/me", { token: team.adminToken }), prisma))!, id);
    const late = await lateSession(id);
    const again = await read<{ id: string }>(
      await postUser(apiRequest("/v1/users", { token: team.adminToken, body: { email: "recreated@example.org", roles: ["editor"], password } }), noParams),
    );
    expect(again.body.id).toBe(id); // the same row comes back
    expect(await meStatus(late)).toBe(401);
    expect(await meStatus(await signedIn("recreated@example.org"))).toBe(200);
  });

  it("opens no session for a sign-in checked against a password changed meanwhile", async () => {
    const id = await newEditor("raced@example.org");
    const stale = (await prisma.user.findUniqueOrThrow({ where: { id } })).passwordHash!;
    await patch(id, { password: "a brand new password" }, { token: team.adminToken });
    const { createSession } = await import("@/lib/server/auth/create-session");
    expect(await createSession(prisma, { id, passwordHash: stale })).toBeNull();
    expect(await prisma.session.count({ where: { userId: id } })).toBe(0);
  });
});

describe("PATCH /v1/users/:id {password} (issue 16, item 7)", () => {
  it("lets a user change their own password from a session: their other sessions end, this one stays", async () => {
    const id = await newEditor("own-password@example.org");
    const [here, elsewhere] = [await signedIn("own-password@example.org"), await signedIn("own-password@example.org")];
    const changed = await patch(id, { password: "another long password" }, { cookie: here });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, email: "own-password@example.org", roles: ["editor"] });
    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(elsewhere)).toBe(401);
    expect((await signIn(apiRequest("/v1/session", { body: { email: "own-password@example.org", password } }), noParams)).status).toBe(401);
    expect(await meStatus(await signedIn("own-password@example.org", "another long password"))).toBe(200);
  });

  it("lets an admin set anyone's in the organisation, ending all of that user's sessions", async () => {
    const id = await newEditor("reset-by-admin@example.org");
    const theirs = await signedIn("reset-by-admin@example.org");
    expect((await patch(id, { password: "set by the admin here" }, { token: team.adminToken })).status).toBe(200);
    expect(await meStatus(theirs)).toBe(401);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id } });
    expect(await verifyPassword("set by the admin here", stored.passwordHash)).toBe(true);
  });

  it("refuses another user's password to a non-admin, and one's own to a token not scoped admin", async () => {
    const id = await newEditor("not-yours@example.org");
    const editorSession = await signedIn("not-yours@example.org");
    const other = await patch(team.ceo.id, { password: "i would like this one" }, { cookie: editorSession });
    expect(other.status).toBe(403);
    const narrow = await createToken(prisma, id, ["runs:read"]);
    const viaToken = await patch(id, { password: "i would like this one" }, { token: narrow });
    expect(viaToken.status).toBe(403);
    expect(await meStatus(editorSession)).toBe(200);
    expect((await patch(id, { roles: ["admin"] }, { cookie: editorSession })).status).toBe(403);
  });

  it("refuses a short password with 422 naming it", async () => {
    const refused = await patch(team.editor.id, { password: "short" }, { token: team.adminToken });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "invalid_request", details: [{ path: "password", message: "A password has at least 12 characters." }] });
  });
});

describe("the CLI's user create with --password (issue 16, item 7)", () => {
  it("ends the sessions of the existing user whose password it sets", async () => {
    await newEditor("cli-password@example.org");
    const before = await signedIn("cli-password@example.org");
    const output = { result: () => undefined, note: () => undefined };
    const seed = { organisationId: team.organisationId } as CliContext["seed"];
    // Other files' organisations share this database: the command names the user's own (CONTRACT: --organisation).
    const { name } = await prisma.organisation.update({ where: { id: team.organisationId }, data: { name: `CLI password ${team.organisationId}` }, select: { name: true } });
    const input = createUserCommand.parse(["--email", "cli-password@example.org", "--role", "editor", "--password", "changed on the command line", "--organisation", name]);
    await createUserCommand.run(input, { prisma, seed, output });
    expect(await meStatus(before)).toBe(401);
    expect(await meStatus(await signedIn("cli-password@example.org", "changed on the command line"))).toBe(200);
  });
});

describe("an admin demoted while a request waits (issue 16, item 7)", () => {
  it("cannot act: its role is read again inside the users' lock", async () => {
    const local = await createTeam(prisma);
    const second = await read<{ id: string }>(
      await postUser(apiRequest("/v1/users", { token: local.adminToken, body: { email: `second-admin-${local.organisationId}@example.org`, roles: ["admin"] } }), noParams),
    );
    // Authorised as an admin now …
    const authorised = (await authenticate(apiRequest("/v1/me", { token: local.adminToken }), prisma))!;
    expect(authorised.roles).toContain("admin");
    // … demoted by the other admin before its write takes the lock …
    const demoter = await createToken(prisma, second.body.id, ["admin"]);
    expect((await patch(local.admin.id, { roles: ["editor"] }, { token: demoter })).status).toBe(200);
    // … so neither its role change nor its removal acts.
    await expect(updateUser(prisma, authorised, local.editor.id, { roles: ["admin"] })).rejects.toMatchObject({ code: "forbidden" });
    await expect(deleteUser(prisma, authorised, local.ceo.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateUser(prisma, authorised, local.editor.id, { password: "a password for you" })).rejects.toMatchObject({ code: "forbidden" });
    const editor = await prisma.user.findUniqueOrThrow({ where: { id: local.editor.id } });
    expect(editor.roles).toEqual(["editor"]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: local.ceo.id } })).deletedAt).toBeNull();
  });
});

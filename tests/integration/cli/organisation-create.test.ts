import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getMe } from "@/app/v1/me/route";
import { GET as listUsers } from "@/app/v1/users/route";
import { POST as signIn } from "@/app/v1/session/route";
import { hashApiToken } from "@/lib/server/auth/api-token";
import { verifyPassword } from "@/lib/server/auth/password";
import type { CliOutput } from "@/lib/server/cli/cli-command";
import { runCli } from "@/lib/server/cli/run-cli";
import { SEED_ADMIN_EMAIL, SEED_DEFAULT_BINDINGS, SEED_ORGANISATION_NAME } from "@/lib/server/database/seed";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";
import { apiRequest, noParams, read } from "../api/api-fixtures";

// CONTRACT.md, CLI (issue 16, item 2): `organisation create` is the operator's, and with several
// organisations `user create` and `token create` must be told which one (`--organisation N`).

const prisma = testPrisma();
const root = path.resolve(__dirname, "../../..");
const PASSWORD_LINE = /^Password \(shown once; keep it now\): ([A-Za-z0-9_-]{24})$/;

function capture(): CliOutput & { results: string[]; notes: string[] } {
  const results: string[] = [];
  const notes: string[] = [];
  return { results, notes, result: (line) => results.push(line), note: (line) => notes.push(line) };
}

async function cli(commandLine: string[]) {
  const output = capture();
  const code = await runCli(commandLine, output);
  // Progress notes (the database line) come first; a refusal is the last note.
  return { code, results: output.results, notes: output.notes, refusal: output.notes.at(-1) };
}

function cookieOf(response: Response): string {
  const match = /^tollgate_session=([^;]*)/.exec(response.headers.get("set-cookie") ?? "");
  if (match === null) throw new Error("no session cookie");
  return `tollgate_session=${match[1]}`;
}

async function signInAs(email: string, password: string) {
  return signIn(apiRequest("/v1/session", { body: { email, password } }), noParams);
}

beforeEach(async () => {
  await truncateAll();
});

describe("tollgate organisation create", () => {
  it("creates the organisation and its admin, prints a generated password once, and that admin signs in to their own organisation", async () => {
    const { code, results } = await cli(["organisation", "create", "--name", "Acme Ltd", "--admin-email", "Boss@Acme.example"]);
    expect(code).toBe(0);
    expect(results[0]).toBe('Created organisation "Acme Ltd" with its admin boss@acme.example (roles admin).');
    expect(results[1]).toMatch(PASSWORD_LINE);
    expect(results).toHaveLength(2);
    const password = PASSWORD_LINE.exec(results[1]!)![1]!;

    const organisation = await prisma.organisation.findFirstOrThrow({ where: { name: "Acme Ltd" }, include: { users: true } });
    expect(organisation.defaultBindings).toEqual(SEED_DEFAULT_BINDINGS);
    expect(organisation.users).toHaveLength(1);
    expect(organisation.users[0]).toMatchObject({ email: "boss@acme.example", roles: ["admin"], deletedAt: null });
    expect(organisation.users[0]!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, organisation.users[0]!.passwordHash)).toBe(true);

    const signedIn = await signInAs("boss@acme.example", password);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const me = await read<{ organisation: { id: string; name: string }; user: { roles: string[] } }>(await getMe(apiRequest("/v1/me", { cookie }), noParams));
    expect(me.status).toBe(200);
    expect(me.body.organisation).toEqual({ id: organisation.id, name: "Acme Ltd" });
    expect(me.body.user.roles).toEqual(["admin"]);
    // Their users list is their organisation's alone: not the seeded admin of the operator's organisation.
    const users = await read<{ users: { email: string }[] }>(await listUsers(apiRequest("/v1/users", { cookie }), noParams));
    expect(users.status).toBe(200);
    expect(users.body.users.map((user) => user.email)).toEqual(["boss@acme.example"]);
  });

  it("takes the admin's password from --admin-password and prints none", async () => {
    const { code, results } = await cli(["organisation", "create", "--name", "Beta", "--admin-email", "admin@beta.example", "--admin-password", "beta horse battery"]);
    expect(code).toBe(0);
    expect(results).toEqual(['Created organisation "Beta" with its admin admin@beta.example (roles admin).']);
    expect((await signInAs("admin@beta.example", "beta horse battery")).status).toBe(200);
  });

  it("refuses a name another organisation has, whatever its case, with one line and exit code 2, changing nothing", async () => {
    expect((await cli(["organisation", "create", "--name", "Acme", "--admin-email", "a@acme.example"])).code).toBe(0);
    for (const name of ["Acme", "ACME", `  ${SEED_ORGANISATION_NAME.toLowerCase()} `]) {
      const { code, results, refusal } = await cli(["organisation", "create", "--name", name, "--admin-email", "other@acme.example"]);
      expect(code).toBe(2);
      expect(results).toEqual([]);
      expect(refusal).toMatch(/^tollgate: An organisation named "(Acme|Tollgate)" already exists; choose another name\.$/);
    }
    expect(await prisma.organisation.count()).toBe(2);
    expect(await prisma.user.count({ where: { email: "other@acme.example" } })).toBe(0);
  });

  it("refuses an email any user has, in any organisation and removed ones too, changing nothing", async () => {
    const seeded = await cli(["organisation", "create", "--name", "Gamma", "--admin-email", SEED_ADMIN_EMAIL.toUpperCase()]);
    expect(seeded.code).toBe(2);
    expect(seeded.refusal).toBe(
      `tollgate: ${SEED_ADMIN_EMAIL} already has an account in organisation "${SEED_ORGANISATION_NAME}"; an email is one account across all organisations, so choose another.`,
    );
    const tollgate = await prisma.organisation.findFirstOrThrow({ where: { name: SEED_ORGANISATION_NAME } });
    await prisma.user.create({ data: { organisationId: tollgate.id, email: "gone@example.org", roles: [], deletedAt: new Date() } });
    const removed = await cli(["organisation", "create", "--name", "Gamma", "--admin-email", "gone@example.org"]);
    expect(removed.code).toBe(2);
    expect(removed.refusal).toContain('gone@example.org already has an account in organisation "Tollgate"');
    expect(await prisma.organisation.findFirst({ where: { name: "Gamma" } })).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "gone@example.org" } })).organisationId).toBe(tollgate.id);
  });

  it.each([
    [["organisation", "create", "--admin-email", "a@b.org"], "tollgate: Missing --name."],
    [["organisation", "create", "--name", "   ", "--admin-email", "a@b.org"], "tollgate: Missing --name."],
    [["organisation", "create", "--name", "N"], "tollgate: Missing --admin-email."],
    [["organisation", "create", "--name", "N", "--admin-email", "nope"], 'tollgate: "nope" is not an email address.'],
    [["organisation", "create", "--name", "N", "--admin-email", "a@b.org", "--admin-password", ""], "tollgate: --admin-password must not be empty."],
    [["organisation", "create", "--name", "x".repeat(201), "--admin-email", "a@b.org"], "tollgate: An organisation's name is at most 200 characters."],
    [["organisation", "create", "--name", "a\u0007b", "--admin-email", "a@b.org"], "tollgate: An organisation's name cannot hold control characters."],
    [["organisation", "create", "--name", "N", "--admin-email", "a@b.org", "--role", "admin"], "tollgate: Unknown option '--role'"],
  ])("refuses %j before touching the database: one line, exit code 2", async (commandLine, line) => {
    const { code, results, notes } = await cli(commandLine);
    expect(code).toBe(2);
    expect(results).toEqual([]);
    expect(notes).toEqual([line]);
    expect(await prisma.organisation.count()).toBe(0);
  });

  it("works as the real script: the result and the password on stdout, exit code 0", () => {
    const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", "organisation", "create", "--name", "Scripted", "--admin-email", "s@scripted.example"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe('Created organisation "Scripted" with its admin s@scripted.example (roles admin).');
    expect(lines[1]).toMatch(PASSWORD_LINE);
    expect(lines).toHaveLength(2);
  });
});

describe("--organisation on user create and token create", () => {
  it("stays optional while there is one organisation", async () => {
    expect((await cli(["user", "create", "--email", "solo@example.org", "--role", "editor"])).code).toBe(0);
    expect((await cli(["token", "create", "--email", "solo@example.org", "--scopes", "runs:read"])).code).toBe(0);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "solo@example.org" }, include: { organisation: true } });
    expect(user.organisation.name).toBe(SEED_ORGANISATION_NAME);
  });

  it("with several organisations, refuses a command that names none, listing them, and one that names an unknown one", async () => {
    expect((await cli(["organisation", "create", "--name", "Acme", "--admin-email", "boss@acme.example"])).code).toBe(0);
    for (const commandLine of [
      ["user", "create", "--email", "new@example.org", "--role", "editor"],
      ["token", "create", "--email", "new@example.org", "--scopes", "runs:read"],
      ["token", "create", "--email", "boss@acme.example", "--scopes", "runs:read"],
    ]) {
      const { code, results, refusal } = await cli(commandLine);
      expect(code).toBe(2);
      expect(results).toEqual([]);
      expect(refusal).toBe('tollgate: There are 2 organisations; name one with --organisation: "Tollgate", "Acme".');
      const unknown = await cli([...commandLine, "--organisation", "Acme Corp"]);
      expect(unknown.code).toBe(2);
      expect(unknown.refusal).toBe('tollgate: No organisation is named "Acme Corp". Organisations: "Tollgate", "Acme".');
    }
    const empty = await cli(["user", "create", "--email", "new@example.org", "--role", "editor", "--organisation", " "]);
    expect(empty).toMatchObject({ code: 2, notes: ["tollgate: --organisation must name an organisation."] });
    expect(await prisma.user.count({ where: { email: "new@example.org" } })).toBe(0);
    expect(await prisma.apiToken.count()).toBe(0);
  });

  it("creates users and tokens in the organisation named, whatever the name's case", async () => {
    expect((await cli(["organisation", "create", "--name", "Acme", "--admin-email", "boss@acme.example"])).code).toBe(0);
    const created = await cli(["user", "create", "--email", "editor@acme.example", "--role", "editor", "--organisation", "acme"]);
    expect(created.code).toBe(0);
    const token = await cli(["token", "create", "--email", "robot@acme.example", "--scopes", "runs:read", "--organisation", "Acme"]);
    expect(token.code).toBe(0);
    const acme = await prisma.organisation.findFirstOrThrow({ where: { name: "Acme" } });
    const users = await prisma.user.findMany({ where: { organisationId: acme.id }, orderBy: { email: "asc" } });
    expect(users.map((user) => [user.email, user.roles])).toEqual([
      ["boss@acme.example", ["admin"]],
      ["editor@acme.example", ["editor"]],
      ["robot@acme.example", ["editor"]],
    ]);
    const stored = await prisma.apiToken.findUniqueOrThrow({ where: { tokenHash: hashApiToken(token.results[0]!) }, include: { user: true } });
    expect(stored.user.organisationId).toBe(acme.id);
  });

  it("refuses a user of another organisation rather than moving it or giving its account away", async () => {
    expect((await cli(["organisation", "create", "--name", "Acme", "--admin-email", "boss@acme.example"])).code).toBe(0);
    const line = `tollgate: boss@acme.example is a user of organisation "Acme", not "Tollgate": an email is one account across all organisations.`;
    const demote = await cli(["user", "create", "--email", "boss@acme.example", "--role", "editor", "--organisation", "Tollgate"]);
    expect(demote).toMatchObject({ code: 2, results: [] });
    expect(demote.refusal).toBe(line);
    const token = await cli(["token", "create", "--email", "boss@acme.example", "--scopes", "admin", "--organisation", "Tollgate"]);
    expect(token).toMatchObject({ code: 2, results: [], refusal: line });
    expect(await prisma.user.findUniqueOrThrow({ where: { email: "boss@acme.example" } })).toMatchObject({ roles: ["admin"] });
    expect(await prisma.apiToken.count()).toBe(0);
  });
});

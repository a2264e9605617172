import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { hashApiToken } from "@/lib/server/auth/api-token";
import { verifyPassword } from "@/lib/server/auth/password";
import type { CliOutput } from "@/lib/server/cli/cli-command";
import { runCli } from "@/lib/server/cli/run-cli";
import { testDatabaseUrl, testPrisma, truncateAll } from "../../support/test-database";

// CONTRACT.md, CLI, against this run's database (DATABASE_URL is set, so no embedded server starts).

const prisma = testPrisma();
const root = path.resolve(__dirname, "../../..");

function capture(): CliOutput & { results: string[]; notes: string[] } {
  const results: string[] = [];
  const notes: string[] = [];
  return { results, notes, result: (line) => results.push(line), note: (line) => notes.push(line) };
}

beforeEach(async () => {
  await truncateAll();
});

describe("tollgate user create", () => {
  it("creates a user with several roles and a password, in the seeded organisation", async () => {
    const output = capture();
    const code = await runCli(["user", "create", "--email", "Boss@Example.org", "--role", "ceo,editor", "--password", "correct horse"], output);
    expect(code).toBe(0);
    expect(output.results).toEqual(["Created user boss@example.org with roles ceo, editor."]);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "boss@example.org" }, include: { organisation: true } });
    expect(user.roles).toEqual(["ceo", "editor"]);
    expect(user.organisation.name).toBe("Tollgate");
    expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);

    expect(await runCli(["user", "create", "--email", "boss@example.org", "--role", "admin"], output)).toBe(0);
    expect(output.results[1]).toBe("Updated user boss@example.org: roles admin.");
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "boss@example.org" } })).roles).toEqual(["admin"]);
  });

  it("without --password generates one, prints it once beside the result, and it signs in", async () => {
    const output = capture();
    expect(await runCli(["user", "create", "--email", "new@example.org", "--role", "editor"], output)).toBe(0);
    expect(output.results).toEqual(["Created user new@example.org with roles editor.", expect.stringMatching(/^Password \(shown once; keep it now\): [A-Za-z0-9_-]{24}$/)]);
    const password = output.results[1].split(": ")[1];
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "new@example.org" } });
    expect(await verifyPassword(password, user.passwordHash)).toBe(true);
    expect(user.passwordHash).not.toContain(password);

    // Again for the same user: the password stays, and none is printed.
    const again = capture();
    expect(await runCli(["user", "create", "--email", "new@example.org", "--role", "editor,ceo"], again)).toBe(0);
    expect(again.results).toEqual(["Updated user new@example.org: roles editor, ceo."]);
    expect(await verifyPassword(password, (await prisma.user.findUniqueOrThrow({ where: { email: "new@example.org" } })).passwordHash)).toBe(true);
  });

  it("gives a password to a user who had none (made by token create), and restores a removed user", async () => {
    expect(await runCli(["token", "create", "--email", "robot@example.org", "--scopes", "runs:read"], capture())).toBe(0);
    const output = capture();
    expect(await runCli(["user", "create", "--email", "robot@example.org", "--role", "editor"], output)).toBe(0);
    expect(output.results[0]).toBe("Updated user robot@example.org: roles editor, new password.");
    expect(output.results[1]).toMatch(/^Password \(shown once; keep it now\): /);

    await prisma.user.update({ where: { email: "robot@example.org" }, data: { deletedAt: new Date(), passwordHash: null, roles: [] } });
    const restored = capture();
    expect(await runCli(["user", "create", "--email", "robot@example.org", "--role", "ceo", "--password", "back again, for real"], restored)).toBe(0);
    expect(restored.results).toEqual(["Restored user robot@example.org: roles ceo, new password."]);
    expect(await prisma.user.findUniqueOrThrow({ where: { email: "robot@example.org" } })).toMatchObject({ deletedAt: null, roles: ["ceo"] });
  });

  it.each([
    [["user", "create", "--email", "a@b.org", "--role", "boss"], 'tollgate: Unknown role "boss". Known: admin, editor, ceo.'],
    [["user", "create", "--role", "admin"], "tollgate: Missing --email."],
    [["user", "create", "--email", "not-an-email", "--role", "admin"], 'tollgate: "not-an-email" is not an email address.'],
    [["token", "create", "--email", "a@b.org", "--scopes", "runs:read,runs:delete"], 'tollgate: Unknown scope "runs:delete". Known: tools:read, tools:write, runs:read, runs:write, gates:decide, admin.'],
    [["token", "create", "--email", "a@b.org"], "tollgate: Missing --scopes."],
    [["user", "remove"], 'tollgate: Unknown command "user remove". Commands: "user create", "token create", "organisation create", "connector check" (see: npm run tollgate -- help).'],
  ])("refuses %j with one line and exit code 2, touching nothing", async (commandLine, line) => {
    const output = capture();
    expect(await runCli(commandLine, output)).toBe(2);
    expect(output.notes).toEqual([line]);
    expect(output.results).toEqual([]);
    expect(await prisma.user.count()).toBe(0);
  });
});

describe("tollgate token create", () => {
  it("prints the token alone, stores only its hash, and creates a missing user as editor", async () => {
    const output = capture();
    expect(await runCli(["token", "create", "--email", "robot@example.org", "--scopes", "tools:read,runs:write", "--name", "ci"], output)).toBe(0);
    expect(output.results).toHaveLength(1);
    const token = output.results[0];
    expect(token).toMatch(/^tg_[A-Za-z0-9_-]{43}$/);
    expect(output.notes).toContain("Created user robot@example.org as editor.");

    const stored = await prisma.apiToken.findFirstOrThrow({ include: { user: true } });
    expect(stored).toMatchObject({ name: "ci", tokenHash: hashApiToken(token), scopes: ["tools:read", "runs:write"] });
    expect(stored.user).toMatchObject({ email: "robot@example.org", roles: ["editor"] });
    expect(JSON.stringify(await prisma.apiToken.findMany())).not.toContain(token);
  });

  it("restores a removed user as an editor before giving it a token", async () => {
    await prisma.user.create({ data: { organisationId: (await prisma.organisation.create({ data: { name: "Gone" } })).id, email: "gone@example.org", roles: [], deletedAt: new Date() } });
    const output = capture();
    // Two organisations now (the seeded one and "Gone"): the command names the one meant (issue 16).
    expect(await runCli(["token", "create", "--email", "gone@example.org", "--scopes", "runs:read", "--organisation", "Gone"], output)).toBe(0);
    expect(output.notes).toContain("Restored removed user gone@example.org as editor.");
    expect(await prisma.user.findUniqueOrThrow({ where: { email: "gone@example.org" } })).toMatchObject({ deletedAt: null, roles: ["editor"] });
  });

  it("warns on stderr when the user's roles do not allow a scope", async () => {
    const output = capture();
    expect(await runCli(["token", "create", "--email", "robot@example.org", "--scopes", "gates:decide"], output)).toBe(0);
    expect(output.notes).toContain("Note: robot@example.org (editor) is not allowed gates:decide; requests needing it will get 403.");
  });

  it("works as the real script: one line on stdout, exit code 0", () => {
    const cli = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", "token", "create", "--email", "script@example.org", "--scopes", "runs:read"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
    });
    expect(cli.stderr).toContain("Created user script@example.org as editor.");
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/^tg_[A-Za-z0-9_-]{43}\n$/);
  });

  it("exits 2 from the real script on a bad scope, before starting any database", () => {
    const cli = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/cli.ts", "token", "create", "--email", "a@b.org", "--scopes", "everything"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" },
    });
    expect(cli.status).toBe(2);
    expect(cli.stdout).toBe("");
    expect(cli.stderr).toBe('tollgate: Unknown scope "everything". Known: tools:read, tools:write, runs:read, runs:write, gates:decide, admin.\n');
  });
});

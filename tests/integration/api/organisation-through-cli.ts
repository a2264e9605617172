// A second organisation made as the operator makes one (issue 16, item 2): through the CLI's own code
// path, `organisation create`, then `user create` / `token create --organisation`. Its admin signs in with
// the printed password; what the tests hold are the credentials its people would hold.
import { expect } from "vitest";
import { POST as signIn } from "@/app/v1/session/route";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { CliOutput } from "@/lib/server/cli/cli-command";
import { runCli } from "@/lib/server/cli/run-cli";
import { apiRequest, noParams } from "./api-fixtures";

export type CliOrganisation = {
  name: string;
  organisationId: string;
  adminEmail: string;
  adminId: string;
  /** The admin's session, signed in with the password `organisation create` printed. */
  adminCookie: string;
  /** Every scope the admin's role allows. */
  adminToken: string;
  /** A user of the organisation with every role, and a token with every scope. */
  everythingToken: string;
  editorToken: string;
};

const ALL_SCOPES = "tools:read,tools:write,runs:read,runs:write,gates:decide,admin";

async function cli(commandLine: string[]): Promise<string[]> {
  const results: string[] = [];
  const notes: string[] = [];
  const output: CliOutput = { result: (line) => results.push(line), note: (line) => notes.push(line) };
  const code = await runCli(commandLine, output);
  expect(code, `${commandLine.join(" ")}: ${notes.join("\n")}`).toBe(0);
  return results;
}

export async function organisationThroughCli(name: string, prisma: PrismaClient): Promise<CliOrganisation> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const adminEmail = `admin@${slug}.example`;
  const created = await cli(["organisation", "create", "--name", name, "--admin-email", adminEmail]);
  const password = /^Password \(shown once; keep it now\): (\S+)$/.exec(created[1] ?? "")?.[1];
  if (password === undefined) throw new Error(`organisation create printed no password: ${created.join(" | ")}`);
  const signedIn = await signIn(apiRequest("/v1/session", { body: { email: adminEmail, password } }), noParams);
  expect(signedIn.status).toBe(200);
  const cookie = /^tollgate_session=([^;]*)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
  if (cookie === undefined) throw new Error("no session cookie");
  const [adminToken] = await cli(["token", "create", "--organisation", name, "--email", adminEmail, "--scopes", "tools:read,tools:write,runs:read,runs:write,admin"]);
  await cli(["user", "create", "--organisation", name, "--email", `everything@${slug}.example`, "--role", "admin,editor,ceo"]);
  const [everythingToken] = await cli(["token", "create", "--organisation", name, "--email", `everything@${slug}.example`, "--scopes", ALL_SCOPES]);
  const [editorToken] = await cli(["token", "create", "--organisation", name, "--email", `editor@${slug}.example`, "--scopes", "tools:read,runs:read,runs:write"]);
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: adminEmail } });
  return { name, organisationId: admin.organisationId, adminEmail, adminId: admin.id, adminCookie: `tollgate_session=${cookie}`, adminToken: adminToken!, everythingToken: everythingToken!, editorToken: editorToken! };
}

import type { Role } from "@/lib/contracts/role";
import { hashPassword } from "../auth/password";
import { endUserSessions } from "../use-cases/users/end-sessions";
import { generatePassword } from "../use-cases/users/generate-password";
import type { CliCommand } from "./cli-command";
import { parseEmail, parseFlags, parseRoles, requireFlag } from "./command-line-options";
import { chooseOrganisation, ORGANISATION_FLAG, organisationFlag, refuseUserOfAnotherOrganisation } from "./organisation-option";
import { UsageError } from "./usage-error";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// CONTRACT.md, CLI: `user create --email E --role R [--password P]`; R may list roles: admin,ceo.
// Running it again for the same email sets that user's roles (and password, when given), so scripts
// can run it repeatedly. Issue 12, item 6: a user who would have no password gets one generated, printed
// once as the first start prints the admin's, so that everyone created here can sign in. Issue 16:
// `--organisation N` names the organisation where there are several (organisation-option.ts).

type CreateUserInput = { email: string; roles: Role[]; password: string | undefined; organisation: string | undefined };

/** The password line: on stdout with the result, the one time it is ever shown. */
export function generatedPasswordLine(password: string): string {
  return `Password (shown once; keep it now): ${password}`;
}

export const createUserCommand: CliCommand<CreateUserInput> = {
  name: "user create",
  usage:
    "user create --email E --role admin|editor|ceo[,…] [--password P] [--organisation N]  (without --password one is generated and printed once; --organisation where there are several)",
  parse(commandLine) {
    const flags = parseFlags(commandLine, ["email", "role", "password", ORGANISATION_FLAG]);
    const password = flags.password;
    if (password !== undefined && password.length === 0) throw new UsageError("--password must not be empty.");
    return { email: parseEmail(requireFlag(flags, "email")), roles: parseRoles(requireFlag(flags, "role")), password, organisation: organisationFlag(flags) };
  },
  async run(input, { prisma, output }) {
    const organisation = await chooseOrganisation(prisma, input.organisation);
    const existing = await prisma.user.findUnique({ where: includingDeleted({ email: input.email }) });
    await refuseUserOfAnotherOrganisation(prisma, existing, organisation);
    // A user who can sign in keeps their password unless one is given; a removed one comes back as new.
    const live = existing !== null && existing.deletedAt === null;
    const keepsPassword = live && existing.passwordHash !== null && input.password === undefined;
    const generated = keepsPassword || input.password !== undefined ? undefined : generatePassword();
    const chosen = input.password ?? generated;
    const passwordHash = chosen === undefined ? undefined : await hashPassword(chosen);
    if (existing) {
      // Issue 16, item 7: a new password, or a removed user restored, ends every session the user had.
      await prisma.$transaction(async (transaction) => {
        await transaction.user.update({ where: { id: existing.id }, data: { roles: input.roles, deletedAt: null, ...(passwordHash ? { passwordHash } : {}) } });
        if (passwordHash !== undefined || !live) await endUserSessions(transaction, existing.id);
      });
      const what = live ? "Updated" : "Restored";
      output.result(`${what} user ${input.email}: roles ${input.roles.join(", ")}${passwordHash ? ", new password" : ""}.`);
    } else {
      await prisma.user.create({ data: { organisationId: organisation.id, email: input.email, roles: input.roles, passwordHash: passwordHash ?? null } });
      output.result(`Created user ${input.email} with roles ${input.roles.join(", ")}.`);
    }
    if (generated !== undefined) output.result(generatedPasswordLine(generated));
  },
};

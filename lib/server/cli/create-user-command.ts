import type { Role } from "../auth/scopes";
import { hashPassword } from "../auth/password";
import type { CliCommand } from "./cli-command";
import { parseEmail, parseFlags, parseRoles, requireFlag } from "./command-line-options";
import { UsageError } from "./usage-error";

// CONTRACT.md, CLI: `user create --email E --role R [--password P]`; R may list roles: admin,ceo.
// Running it again for the same email sets that user's roles (and password, when given), so scripts
// can run it repeatedly.

type CreateUserInput = { email: string; roles: Role[]; password: string | undefined };

export const createUserCommand: CliCommand<CreateUserInput> = {
  name: "user create",
  usage: "user create --email E --role admin|editor|ceo[,…] [--password P]",
  parse(commandLine) {
    const flags = parseFlags(commandLine, ["email", "role", "password"]);
    const password = flags.password;
    if (password !== undefined && password.length === 0) throw new UsageError("--password must not be empty.");
    return { email: parseEmail(requireFlag(flags, "email")), roles: parseRoles(requireFlag(flags, "role")), password };
  },
  async run(input, { prisma, seed, output }) {
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    const existing = await prisma.user.findUnique({ where: { email: input.email } });
    if (existing) {
      await prisma.user.update({ where: { id: existing.id }, data: { roles: input.roles, ...(passwordHash ? { passwordHash } : {}) } });
      output.result(`Updated user ${input.email}: roles ${input.roles.join(", ")}${passwordHash ? ", new password" : ""}.`);
      return;
    }
    await prisma.user.create({
      data: { organisationId: seed.organisationId, email: input.email, roles: input.roles, passwordHash: passwordHash ?? null },
    });
    const signIn = passwordHash ? "" : " (no password: this user can use API tokens but cannot sign in to the console)";
    output.result(`Created user ${input.email} with roles ${input.roles.join(", ")}${signIn}.`);
  },
};

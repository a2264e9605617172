import type { Role } from "@/lib/contracts/role";
import { hashPassword } from "../auth/password";
import { SEED_DEFAULT_BINDINGS, SEED_LOCK_KEY } from "../database/seed";
import { generatePassword } from "../use-cases/users/generate-password";
import type { CliCommand } from "./cli-command";
import { parseEmail, parseFlags, requireFlag } from "./command-line-options";
import { generatedPasswordLine } from "./create-user-command";
import { UsageError } from "./usage-error";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// CONTRACT.md, CLI (issue 16, item 2): `organisation create --name N --admin-email E [--admin-password P]`
// is the operator's: a new organisation, walled off from the others by the API, and its first admin, who
// signs in and manages the rest of it. Without --admin-password one is generated and printed once, as
// `user create` prints one. The new organisation starts with the bindings a fresh install starts with.
// Refused, changing nothing: a name another organisation has (whatever its case), and an email any user
// has (removed users too: emails are one account across all organisations, and a removed user's row stays
// with its organisation's history).

type CreateOrganisationInput = { name: string; adminEmail: string; adminPassword: string | undefined };

export const FIRST_ADMIN_ROLES: Role[] = ["admin"];
const NAME_MAX_LENGTH = 200;

function parseOrganisationName(text: string): string {
  const name = text.trim();
  if (name.length > NAME_MAX_LENGTH) throw new UsageError(`An organisation's name is at most ${NAME_MAX_LENGTH} characters.`);
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new UsageError("An organisation's name cannot hold control characters.");
  return name;
}

export const createOrganisationCommand: CliCommand<CreateOrganisationInput> = {
  name: "organisation create",
  usage: "organisation create --name N --admin-email E [--admin-password P]  (the operator's; without --admin-password one is generated and printed once)",
  parse(commandLine) {
    const flags = parseFlags(commandLine, ["name", "admin-email", "admin-password"]);
    const adminPassword = flags["admin-password"];
    if (adminPassword !== undefined && adminPassword.length === 0) throw new UsageError("--admin-password must not be empty.");
    return { name: parseOrganisationName(requireFlag(flags, "name")), adminEmail: parseEmail(requireFlag(flags, "admin-email")), adminPassword };
  },
  async run(input, { prisma, output }) {
    const generated = input.adminPassword === undefined ? generatePassword() : undefined;
    const passwordHash = await hashPassword(input.adminPassword ?? generated ?? "");
    await prisma.$transaction(async (transaction) => {
      // The seed's lock: two creations of one name (or one beside the first seeding) cannot both pass the checks.
      await transaction.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`;
      const namesake = await transaction.organisation.findFirst({ where: { name: { equals: input.name, mode: "insensitive" } }, select: { name: true } });
      if (namesake) throw new UsageError(`An organisation named "${namesake.name}" already exists; choose another name.`);
      const user = await transaction.user.findFirst({ where: includingDeleted({ email: { equals: input.adminEmail, mode: "insensitive" } }), include: { organisation: { select: { name: true } } } });
      if (user) {
        throw new UsageError(`${input.adminEmail} already has an account in organisation "${user.organisation.name}"; an email is one account across all organisations, so choose another.`);
      }
      const organisation = await transaction.organisation.create({ data: { name: input.name, defaultBindings: SEED_DEFAULT_BINDINGS } });
      await transaction.user.create({ data: { organisationId: organisation.id, email: input.adminEmail, name: "Admin", roles: FIRST_ADMIN_ROLES, passwordHash } });
    });
    // Only after the commit: a password printed for a rolled-back admin would be a lie.
    output.result(`Created organisation "${input.name}" with its admin ${input.adminEmail} (roles ${FIRST_ADMIN_ROLES.join(", ")}).`);
    if (generated !== undefined) output.result(generatedPasswordLine(generated));
  },
};

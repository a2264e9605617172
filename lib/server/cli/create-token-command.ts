import { generateApiToken, hashApiToken } from "../auth/api-token";
import { rolesAllow } from "../auth/permissions";
import type { Scope } from "../auth/scopes";
import type { CliCommand } from "./cli-command";
import { parseEmail, parseFlags, parseScopes, requireFlag } from "./command-line-options";
import { chooseOrganisation, ORGANISATION_FLAG, organisationFlag, refuseUserOfAnotherOrganisation } from "./organisation-option";
import { includingDeleted } from "@/lib/server/database/soft-delete";

// CONTRACT.md, CLI: `token create --email E --scopes tools:read,runs:write [--name N]` prints the token
// alone on one line (stdout), creating the user as `editor` if missing. Only its sha256 is stored;
// this is the one time it is shown. Issue 16: `--organisation N` names the organisation where there are
// several (organisation-option.ts).

type CreateTokenInput = { email: string; scopes: Scope[]; name: string; organisation: string | undefined };

export const createTokenCommand: CliCommand<CreateTokenInput> = {
  name: "token create",
  usage: "token create --email E --scopes tools:read,runs:write[,…] [--name N] [--organisation N]",
  parse(commandLine) {
    const flags = parseFlags(commandLine, ["email", "scopes", "name", ORGANISATION_FLAG]);
    return {
      email: parseEmail(requireFlag(flags, "email")),
      scopes: parseScopes(requireFlag(flags, "scopes")),
      name: flags.name?.trim() || "cli",
      organisation: organisationFlag(flags),
    };
  },
  async run(input, { prisma, output }) {
    const organisation = await chooseOrganisation(prisma, input.organisation);
    let user = await prisma.user.findUnique({ where: includingDeleted({ email: input.email }) });
    await refuseUserOfAnotherOrganisation(prisma, user, organisation);
    if (!user) {
      user = await prisma.user.create({ data: { organisationId: organisation.id, email: input.email, roles: ["editor"] } });
      output.note(`Created user ${input.email} as editor.`);
    } else if (user.deletedAt !== null) {
      // A removed user (DELETE /v1/users/:id) is missing: it comes back as an editor, as a new one would.
      user = await prisma.user.update({ where: { id: user.id }, data: { deletedAt: null, roles: ["editor"] } });
      output.note(`Restored removed user ${input.email} as editor.`);
    }
    // CONTRACT.md: a token's scope works only when its user's role also allows it; say so now, not at 403.
    const inert = input.scopes.filter((scope) => !rolesAllow(user.roles, scope));
    if (inert.length > 0) {
      output.note(`Note: ${input.email} (${user.roles.join(", ") || "no role"}) is not allowed ${inert.join(", ")}; requests needing it will get 403.`);
    }
    const token = generateApiToken();
    await prisma.apiToken.create({ data: { userId: user.id, name: input.name, tokenHash: hashApiToken(token), scopes: input.scopes } });
    output.result(token);
  },
};

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { UsageError } from "./usage-error";

// CONTRACT.md, CLI: `user create` and `token create` take `--organisation N` where there are several.
// With one organisation the flag may be left out (a single-organisation install works as before); with
// several, leaving it out is refused, naming them, so that no user or token lands in an organisation the
// operator did not mean. Names match whatever their case, as `organisation create` refuses names that
// differ only in case.

export const ORGANISATION_FLAG = "organisation";

export type ChosenOrganisation = { id: string; name: string };

function listed(organisations: readonly ChosenOrganisation[]): string {
  return organisations.map((organisation) => `"${organisation.name}"`).join(", ");
}

/** The organisation a command acts in: the one named, or the only one. A mistake is a UsageError (exit code 2). */
export async function chooseOrganisation(prisma: PrismaClient, name: string | undefined): Promise<ChosenOrganisation> {
  const organisations = await prisma.organisation.findMany({ select: { id: true, name: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  if (name === undefined) {
    if (organisations.length === 1) return organisations[0]!;
    throw new UsageError(`There are ${organisations.length} organisations; name one with --${ORGANISATION_FLAG}: ${listed(organisations)}.`);
  }
  const matching = organisations.filter((organisation) => organisation.name.toLowerCase() === name.toLowerCase());
  const exact = matching.filter((organisation) => organisation.name === name);
  const chosen = exact.length === 1 ? exact : matching;
  if (chosen.length === 1) return chosen[0]!;
  if (chosen.length === 0) throw new UsageError(`No organisation is named "${name}". Organisations: ${listed(organisations)}.`);
  throw new UsageError(`${chosen.length} organisations are named "${name}"; the command cannot tell them apart.`);
}

/** An email is one account across every organisation: a user of another one is refused, never moved or shared. */
export async function refuseUserOfAnotherOrganisation(
  prisma: PrismaClient,
  user: { email: string; organisationId: string } | null,
  organisation: ChosenOrganisation,
): Promise<void> {
  if (user === null || user.organisationId === organisation.id) return;
  const owner = await prisma.organisation.findUnique({ where: { id: user.organisationId }, select: { name: true } });
  throw new UsageError(
    `${user.email} is a user of organisation "${owner?.name ?? user.organisationId}", not "${organisation.name}": an email is one account across all organisations.`,
  );
}

/** The flag's value as given: undefined when left out; an empty value is a mistake. */
export function organisationFlag(flags: Record<string, string | undefined>): string | undefined {
  const value = flags[ORGANISATION_FLAG];
  if (value === undefined) return undefined;
  const name = value.trim();
  if (name === "") throw new UsageError(`--${ORGANISATION_FLAG} must name an organisation.`);
  return name;
}

// Issue 19 (CONTRACT.md "Mail"): every member has a mailbox — a person at their email, an agent at
// `<slug>@<TOLLGATE_MAIL_DOMAIN>`. An address names a mailbox only when exactly one live member of one
// organisation has it: two agents whose names slug alike (in one organisation or in two) make the address
// ambiguous, and mail to it is refused rather than guessed at.

import type { Prisma } from "@/lib/generated/prisma/client";
import { agentAddress } from "@/lib/contracts/member-address";
import { live } from "../database/soft-delete";
import { normalizeAddress } from "./mail-address";

export type MailboxOwnerKind = "user" | "agent";

export type Mailbox = { organisationId: string; kind: MailboxOwnerKind; id: string; address: string; name: string };

export type AddressResolution = { kind: "member"; mailbox: Mailbox } | { kind: "unknown" } | { kind: "ambiguous"; count: number };

type Reader = Pick<Prisma.TransactionClient, "user" | "agent">;

/** The members answering to `address`, in `organisationId` only when given (mail between members of one enterprise). */
export async function membersAt(database: Reader, address: string, mailDomain: string, organisationId?: string): Promise<Mailbox[]> {
  const wanted = normalizeAddress(address);
  const scope = organisationId === undefined ? {} : { organisationId };
  const users = await database.user.findMany({
    where: live({ ...scope, email: { equals: wanted, mode: "insensitive" } }),
    select: { id: true, organisationId: true, email: true, name: true },
  });
  const found: Mailbox[] = users.map((user) => ({ organisationId: user.organisationId, kind: "user", id: user.id, address: wanted, name: user.name || user.email }));
  const [local, domain] = wanted.split("@");
  if (domain === mailDomain && local) {
    // An agent's address is derived from its name; the names that could slug to `local` contain its letters.
    const letters = local.split("-").filter((part) => part !== "");
    const agents = await database.agent.findMany({
      where: live({ ...scope, AND: letters.map((part) => ({ name: { contains: part.slice(0, 1), mode: "insensitive" as const } })) }),
      select: { id: true, organisationId: true, name: true },
    });
    for (const agent of agents) {
      if (agentAddress(agent.name, mailDomain) === wanted) found.push({ organisationId: agent.organisationId, kind: "agent", id: agent.id, address: wanted, name: agent.name });
    }
  }
  return found;
}

export async function resolveAddress(database: Reader, address: string, mailDomain: string, organisationId?: string): Promise<AddressResolution> {
  const members = await membersAt(database, address, mailDomain, organisationId);
  if (members.length === 1) return { kind: "member", mailbox: members[0]! };
  return members.length === 0 ? { kind: "unknown" } : { kind: "ambiguous", count: members.length };
}

/** The mailbox of a run's agent: the member a mail tool acts for. */
export async function agentMailbox(database: Reader, organisationId: string, agentId: string, mailDomain: string): Promise<Mailbox | null> {
  const agent = await database.agent.findFirst({ where: live({ id: agentId, organisationId }), select: { id: true, name: true } });
  if (agent === null) return null;
  return { organisationId, kind: "agent", id: agent.id, address: agentAddress(agent.name, mailDomain), name: agent.name };
}

/** A person's own mailbox. */
export async function userMailbox(database: Reader, organisationId: string, userId: string): Promise<Mailbox | null> {
  const user = await database.user.findFirst({ where: live({ id: userId, organisationId }), select: { id: true, email: true, name: true } });
  if (user === null) return null;
  return { organisationId, kind: "user", id: user.id, address: normalizeAddress(user.email), name: user.name || user.email };
}

/** The where of a mailbox's threads. */
export function threadsOf(mailbox: Pick<Mailbox, "organisationId" | "kind" | "id">) {
  return { organisationId: mailbox.organisationId, ownerKind: mailbox.kind, ownerId: mailbox.id };
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../db";
import { agentMailbox, userMailbox, type Mailbox } from "./mail-members";

// CONTRACT.md "Mail": a person reads their own mailbox; an admin may open an agent's. Anyone else asking for
// an agent's mailbox, or for an agent of another organisation, gets the same 404 as for a made-up id.

export async function mailboxOfPrincipal(database: Database, principal: UseCasePrincipal, agentId: string | undefined, mailDomain: string): Promise<Mailbox> {
  if (agentId === undefined) {
    const own = await userMailbox(database, principal.organisationId, principal.userId);
    if (own === null) throw new AppError("not_found", "You have no mailbox.");
    return own;
  }
  const mailbox = principal.roles.includes("admin") ? await agentMailbox(database, principal.organisationId, agentId, mailDomain) : null;
  if (mailbox === null) throw new AppError("not_found", `No agent ${agentId}.`);
  return mailbox;
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { MailThreadView } from "@/lib/contracts/mail-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../db";
import { threadsOf } from "./mail-members";
import { mailboxOfPrincipal } from "./mailbox-of-principal";
import { attachmentsOf, mailboxView, threadSummary } from "./mail-thread-view";

// GET /v1/mail/threads/:id: one thread with its messages, oldest first, and its drafts. Opening one's own
// thread marks it read (seed "Read and write": os.mail_read does the same as opening it in the portal); an
// admin reading an agent's thread changes nothing for the agent.

export async function getMailThread(database: Database, principal: UseCasePrincipal, threadId: string, query: { agent?: string }, mailDomain: string, now = new Date()): Promise<MailThreadView> {
  const mailbox = await mailboxOfPrincipal(database, principal, query.agent, mailDomain);
  const thread = await database.mailThread.findFirst({
    where: { id: threadId, ...threadsOf(mailbox) },
    include: { messages: { orderBy: [{ sentAt: "asc" }, { createdAt: "asc" }] }, drafts: { orderBy: { createdAt: "asc" } } },
  });
  if (thread === null) throw new AppError("not_found", `No mail thread ${threadId}.`);
  const summary = threadSummary(mailbox, thread);
  if (mailbox.kind === "user") await database.mailMessage.updateMany({ where: { threadId: thread.id, readAt: null }, data: { readAt: now } });
  return {
    ...summary,
    mailbox: mailboxView(mailbox),
    messages: thread.messages.map((message) => ({
      id: message.id,
      folder: message.folder === "sent" ? "sent" : "inbox",
      messageId: message.messageId,
      from: message.fromAddress,
      to: message.toAddresses,
      cc: message.ccAddresses,
      subject: message.subject,
      text: message.text,
      sentAt: message.sentAt.toISOString(),
      read: message.readAt !== null,
      attachments: attachmentsOf(message.attachments),
    })),
    drafts: thread.drafts.map((draft) => ({ id: draft.id, body: draft.body, createdAt: draft.createdAt.toISOString() })),
  };
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MailThreadList } from "@/lib/contracts/mail-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../db";
import { threadsOf } from "./mail-members";
import { mailboxOfPrincipal } from "./mailbox-of-principal";
import { mailboxView, threadSummary } from "./mail-thread-view";

// GET /v1/mail/threads: a mailbox's threads in one folder, newest first (the same folders as os.mail_list).

const FOLDERS: Record<"inbox" | "sent" | "archive", Prisma.MailThreadWhereInput> = {
  inbox: { handled: false, messages: { some: { folder: "inbox" } } },
  sent: { messages: { some: { folder: "sent" } } },
  archive: { handled: true },
};

export const MAIL_THREADS_PAGE = 200;

export async function listMailThreads(database: Database, principal: UseCasePrincipal, query: { folder: "inbox" | "sent" | "archive"; agent?: string }, mailDomain: string): Promise<MailThreadList> {
  const mailbox = await mailboxOfPrincipal(database, principal, query.agent, mailDomain);
  const threads = await database.mailThread.findMany({
    where: { ...threadsOf(mailbox), ...FOLDERS[query.folder] },
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: MAIL_THREADS_PAGE,
    include: { messages: { select: { fromAddress: true, toAddresses: true, ccAddresses: true, folder: true, readAt: true } } },
  });
  return { mailbox: mailboxView(mailbox), threads: threads.map((thread) => threadSummary(mailbox, thread)) };
}

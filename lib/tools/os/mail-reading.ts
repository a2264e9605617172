// os.mail_list and os.mail_read: the member's threads, and one thread in full. A thread's folder is derived
// (prisma/schema.prisma, MailThread): inbox — a received message and not handled; archive — handled; sent —
// a message the member sent. os.mail_read's side effect (seed "Read and write"): it marks the thread read
// for the member, as opening it in the portal does.

import type { ToolContext } from "@/lib/runtime/ports";
import type { Prisma } from "@/lib/generated/prisma/client";
import { threadsOf, type Mailbox } from "@/lib/server/mail/mail-members";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { MAIL_MATERIAL_NOTE, mailboxOfCall, threadOfMailbox } from "./mail-mailbox";

type ListInput = { folder: "inbox" | "sent" | "archive"; label?: string; unreadOnly: boolean; handled?: boolean; since?: string; limit: number };

const FOLDERS: Record<ListInput["folder"], Prisma.MailThreadWhereInput> = {
  inbox: { handled: false, messages: { some: { folder: "inbox" } } },
  sent: { messages: { some: { folder: "sent" } } },
  archive: { handled: true },
};

type MessageAddresses = { fromAddress: string; toAddresses: string[]; ccAddresses: string[]; folder: string; readAt: Date | null };

function correspondents(mailbox: Mailbox, messages: readonly MessageAddresses[]): string[] {
  const all = messages.flatMap((message) => [message.fromAddress, ...message.toAddresses, ...message.ccAddresses]);
  return [...new Set(all)].filter((address) => address !== mailbox.address).slice(0, 10);
}

export async function listMail(input: ListInput, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const where: Prisma.MailThreadWhereInput = {
    ...threadsOf(mailbox),
    AND: [
      FOLDERS[input.folder],
      ...(input.label === undefined ? [] : [{ labels: { has: input.label } }]),
      ...(input.unreadOnly ? [{ messages: { some: { folder: "inbox", readAt: null } } }] : []),
      ...(input.handled === undefined ? [] : [{ handled: input.handled }]),
      ...(input.since === undefined ? [] : [{ lastMessageAt: { gte: new Date(input.since) } }]),
    ],
  };
  const threads = await services.db.mailThread.findMany({
    where,
    orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
    take: input.limit,
    include: { messages: { select: { fromAddress: true, toAddresses: true, ccAddresses: true, folder: true, readAt: true } } },
  });
  const items = threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    correspondents: correspondents(mailbox, thread.messages),
    labels: thread.labels,
    read: !thread.messages.some((message) => message.folder === "inbox" && message.readAt === null),
    handled: thread.handled,
    lastChangedAt: thread.lastMessageAt.toISOString(),
  }));
  return compactJsonList({ note: MAIL_MATERIAL_NOTE, mailbox: mailbox.address, folder: input.folder, count: items.length }, "threads", items);
}

export async function readMail({ thread: threadId }: { thread: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, threadId);
  const messages = await services.db.mailMessage.findMany({ where: { threadId: thread.id }, orderBy: [{ sentAt: "asc" }, { createdAt: "asc" }] });
  await services.db.mailMessage.updateMany({ where: { threadId: thread.id, readAt: null }, data: { readAt: services.now() } });
  return jsonText({
    note: MAIL_MATERIAL_NOTE,
    thread: { id: thread.id, subject: thread.subject, labels: thread.labels, handled: thread.handled },
    messages: messages.map((message) => ({
      from: message.fromAddress,
      to: message.toAddresses,
      ...(message.ccAddresses.length > 0 ? { cc: message.ccAddresses } : {}),
      at: message.sentAt.toISOString(),
      subject: message.subject,
      text: message.text,
      ...(Array.isArray(message.attachments) && message.attachments.length > 0 ? { attachments: message.attachments } : {}),
    })),
  });
}

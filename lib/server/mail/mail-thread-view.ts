// A thread as the API and the console show it (lib/contracts/mail-schemas.ts).

import type { MailAttachmentSchema } from "@/lib/contracts/mail-schemas";
import type { z } from "zod";
import type { Mailbox } from "./mail-members";

type ThreadRow = {
  id: string;
  subject: string;
  labels: string[];
  handled: boolean;
  lastMessageAt: Date;
  snoozedUntil: Date | null;
  chasedAt: Date | null;
  messages: { fromAddress: string; toAddresses: string[]; ccAddresses: string[]; folder: string; readAt: Date | null }[];
};

export function mailboxView(mailbox: Mailbox) {
  return { kind: mailbox.kind, id: mailbox.id, address: mailbox.address, name: mailbox.name };
}

export function threadSummary(mailbox: Mailbox, thread: ThreadRow) {
  const addresses = thread.messages.flatMap((message) => [message.fromAddress, ...message.toAddresses, ...message.ccAddresses]);
  return {
    id: thread.id,
    subject: thread.subject,
    correspondents: [...new Set(addresses)].filter((address) => address !== mailbox.address).slice(0, 10),
    labels: thread.labels,
    read: !thread.messages.some((message) => message.folder === "inbox" && message.readAt === null),
    handled: thread.handled,
    lastMessageAt: thread.lastMessageAt.toISOString(),
    snoozedUntil: thread.snoozedUntil?.toISOString() ?? null,
    chasedAt: thread.chasedAt?.toISOString() ?? null,
  };
}

export function attachmentsOf(value: unknown): z.infer<typeof MailAttachmentSchema>[] {
  return Array.isArray(value) ? (value as z.infer<typeof MailAttachmentSchema>[]) : [];
}

// Issue 19: a message filed in one mailbox, inside the caller's transaction (all of a delivery commits or
// none). It joins the mailbox's thread that holds a message it answers (In-Reply-To, then References), or
// starts one. A message the mailbox already holds (the same Message-ID in that thread) is not filed twice,
// so a provider that posts a message again, or a resumed send, changes nothing. Attachments are stored as
// media by ref (served inert by GET /v1/media/:id) and named on the message.

import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { threadsOf, type Mailbox } from "./mail-members";

export type MailAttachment = { name: string; mimeType: string; data: Buffer };

export type MailToFile = {
  messageId: string;
  inReplyTo: string | null;
  references: readonly string[];
  fromAddress: string;
  toAddresses: readonly string[];
  ccAddresses: readonly string[];
  subject: string;
  text: string;
  sentAt: Date;
  attachments: readonly MailAttachment[];
};

export type MailFolder = "inbox" | "sent";

export type Filed = { threadId: string; messageRowId: string; duplicate: boolean };

type Writer = Pick<Prisma.TransactionClient, "mailThread" | "mailMessage" | "storedMedia">;

/** The thread of `mailbox` a message answering `ids` belongs to, or null. */
async function threadAnswered(transaction: Writer, mailbox: Mailbox, ids: readonly string[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const found = await transaction.mailMessage.findMany({
    where: { organisationId: mailbox.organisationId, messageId: { in: [...ids] }, thread: threadsOf(mailbox) },
    select: { threadId: true, messageId: true },
  });
  // The nearest ancestor wins: In-Reply-To first, then References from the newest back.
  for (const id of ids) {
    const match = found.find((row) => row.messageId === id);
    if (match) return match.threadId;
  }
  return null;
}

async function storeAttachments(transaction: Writer, mailbox: Mailbox, messageRowId: string, attachments: readonly MailAttachment[]) {
  const named = [];
  for (const [position, attachment] of attachments.entries()) {
    const row = await transaction.storedMedia.create({
      data: { organisationId: mailbox.organisationId, runId: null, callId: `mail:${messageRowId}`, position, kind: "attachment", mimeType: attachment.mimeType, bytes: attachment.data.byteLength, data: new Uint8Array(attachment.data) },
      select: { id: true },
    });
    named.push({ name: attachment.name, mimeType: attachment.mimeType, bytes: attachment.data.byteLength, mediaId: row.id });
  }
  return named;
}

export async function fileMessage(transaction: Writer, mailbox: Mailbox, message: MailToFile, folder: MailFolder, now: Date): Promise<Filed> {
  const answered = [...(message.inReplyTo ? [message.inReplyTo] : []), ...[...message.references].reverse()];
  const same = await transaction.mailMessage.findFirst({
    where: { organisationId: mailbox.organisationId, messageId: message.messageId, folder, thread: threadsOf(mailbox) },
    select: { id: true, threadId: true },
  });
  if (same) return { threadId: same.threadId, messageRowId: same.id, duplicate: true };
  const existing = await threadAnswered(transaction, mailbox, answered);
  const fromOwner = folder === "sent";
  const threadId =
    existing ??
    (await transaction.mailThread.create({ data: { ...threadsOf(mailbox), subject: message.subject, lastMessageAt: message.sentAt, lastFromOwner: fromOwner }, select: { id: true } })).id;
  if (existing) {
    // A new received message brings a handled thread back to the inbox; the member's own message does not.
    await transaction.mailThread.update({
      where: { id: existing },
      data: { lastMessageAt: message.sentAt, lastFromOwner: fromOwner, ...(fromOwner ? {} : { handled: false }), updatedAt: now },
    });
  }
  const messageRowId = randomUUID();
  const attachments = await storeAttachments(transaction, mailbox, messageRowId, message.attachments);
  await transaction.mailMessage.create({
    data: {
      id: messageRowId,
      organisationId: mailbox.organisationId,
      threadId,
      folder,
      messageId: message.messageId,
      inReplyTo: message.inReplyTo,
      references: [...message.references],
      fromAddress: message.fromAddress,
      toAddresses: [...message.toAddresses],
      ccAddresses: [...message.ccAddresses],
      subject: message.subject,
      text: message.text,
      attachments,
      sentAt: message.sentAt,
      readAt: fromOwner ? now : null,
    },
  });
  return { threadId, messageRowId, duplicate: false };
}

// Issue 19 (CONTRACT.md "Mail"): a message arriving from outside — through the SMTP listener or a provider's
// webhook (POST /v1/mail/inbound) — is filed in the inbox of each member it is addressed to, all of them in
// one transaction: a message is filed for every recipient or for none, never half stored. Addresses that
// name no member are not delivered to; a message that names none at all is refused.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { fileMessage } from "./file-message";
import { resolveAddress, type Mailbox } from "./mail-members";
import { parseMail } from "./parse-mail";

export type MailSettings = { MAIL_MAX_BYTES: number; TOLLGATE_MAIL_DOMAIN: string };

export type InboundRefusalCode = "mail_malformed" | "payload_too_large" | "mail_recipient_unknown";

export type Delivered = { mailbox: Mailbox; threadId: string; duplicate: boolean };

export type InboundOutcome = { kind: "delivered"; messageId: string; delivered: Delivered[] } | { kind: "refused"; code: InboundRefusalCode; message: string };

export type InboundSource = {
  /** The SMTP envelope's recipients (RCPT TO), already checked one by one; absent, the To, Cc and Bcc headers. */
  envelopeRecipients?: readonly string[];
  /** A webhook delivers into its caller's organisation only; the listener into whichever one owns the address. */
  organisationId?: string;
};

async function mailboxesFor(database: PrismaClient, addresses: readonly string[], settings: MailSettings, organisationId: string | undefined): Promise<Mailbox[]> {
  const mailboxes = new Map<string, Mailbox>();
  for (const address of addresses) {
    const resolution = await resolveAddress(database, address, settings.TOLLGATE_MAIL_DOMAIN, organisationId);
    if (resolution.kind === "member") mailboxes.set(`${resolution.mailbox.kind}:${resolution.mailbox.id}`, resolution.mailbox);
  }
  return [...mailboxes.values()];
}

export async function receiveMail(database: PrismaClient, raw: Buffer, settings: MailSettings, source: InboundSource, now: Date = new Date()): Promise<InboundOutcome> {
  const parsed = await parseMail(raw, { maxBytes: settings.MAIL_MAX_BYTES, domain: settings.TOLLGATE_MAIL_DOMAIN }, now);
  if (parsed.kind === "refused") return parsed;
  const addresses = source.envelopeRecipients ?? parsed.recipients;
  const mailboxes = await mailboxesFor(database, addresses, settings, source.organisationId);
  if (mailboxes.length === 0) {
    return { kind: "refused", code: "mail_recipient_unknown", message: `No member has any of the message's recipient addresses (${addresses.join(", ") || "none given"}).` };
  }
  const delivered = await database.$transaction(async (transaction) => {
    const filed: Delivered[] = [];
    for (const mailbox of mailboxes) {
      const result = await fileMessage(transaction, mailbox, parsed.message, "inbox", now);
      filed.push({ mailbox, threadId: result.threadId, duplicate: result.duplicate });
    }
    return filed;
  });
  return { kind: "delivered", messageId: parsed.message.messageId, delivered };
}

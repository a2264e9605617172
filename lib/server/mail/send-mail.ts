// Issue 19 (CONTRACT.md "Mail"): an approved message is sent exactly once, even across a worker that dies,
// a retried or a resumed run. The send is keyed by the tool call that makes it:
// 1. write-ahead, one transaction: the MailOutbound row (`pending` while something must leave through SMTP,
//    else `sent`), the member's copy in their `sent` folder and each member recipient's inbox copy;
// 2. deliver, under the row's lock (SELECT … FOR UPDATE): only a row still `pending` goes to the relay, and
//    it is marked `sent` in that same transaction. A second worker running the same call waits on the lock
//    and then finds it `sent`; a worker that died holding it left its lock with its connection.
// A call made again (the same call id) finds its row and sends nothing new. What cannot be closed: a relay
// that took the message and a worker that died before its commit — the resend carries the same Message-ID.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { EgressPolicy } from "@/lib/egress/egress-policy";
import { fileMessage, type MailToFile } from "./file-message";
import { normalizeAddress } from "./mail-address";
import { resolveAddress, type Mailbox } from "./mail-members";
import { sendBySmtp, type SmtpFailure } from "./smtp-transport";
import { isUniqueViolation } from "../connectors/unique-violation";

export type OutgoingMail = {
  from: Mailbox;
  messageId: string;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  text: string;
  inReplyTo: string | null;
  references: readonly string[];
};

export type SendSettings = { SMTP_URL: string | undefined; TOLLGATE_MAIL_DOMAIN: string; TOLLGATE_EGRESS_TIMEOUT_MS: number };

export type SendOutcome =
  | { kind: "sent"; messageId: string; threadId: string | null; members: string[]; outside: string[]; rejected: string[]; repeated: boolean }
  | { kind: "not_configured"; outside: string[] }
  | { kind: "failed"; messageId: string; failure: SmtpFailure };

type Split = { members: Mailbox[]; outsideTo: string[]; outsideCc: string[] };

/** Members of the sender's enterprise get their copy inside the product; every other address leaves by SMTP. */
async function splitRecipients(database: PrismaClient, mail: OutgoingMail, domain: string): Promise<Split> {
  const members = new Map<string, Mailbox>();
  const outside = { to: [] as string[], cc: [] as string[] };
  for (const [field, addresses] of [["to", mail.to], ["cc", mail.cc]] as const) {
    for (const address of addresses.map(normalizeAddress)) {
      const resolution = await resolveAddress(database, address, domain, mail.from.organisationId);
      if (resolution.kind === "member") members.set(`${resolution.mailbox.kind}:${resolution.mailbox.id}`, resolution.mailbox);
      else if (!outside[field].includes(address)) outside[field].push(address);
    }
  }
  return { members: [...members.values()], outsideTo: outside.to, outsideCc: outside.cc };
}

function fileable(mail: OutgoingMail, now: Date): MailToFile {
  return {
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
    fromAddress: mail.from.address,
    toAddresses: mail.to.map(normalizeAddress),
    ccAddresses: mail.cc.map(normalizeAddress),
    subject: mail.subject,
    text: mail.text,
    sentAt: now,
    attachments: [],
  };
}

/** Step 1, once per call: the row and every copy inside the product, or nothing. */
async function writeAhead(database: PrismaClient, call: { callId: string; runId: string | null }, mail: OutgoingMail, split: Split, now: Date) {
  return database.$transaction(async (transaction) => {
    const outside = split.outsideTo.length + split.outsideCc.length > 0;
    await transaction.mailOutbound.create({
      data: {
        organisationId: mail.from.organisationId,
        callId: call.callId,
        runId: call.runId,
        messageId: mail.messageId,
        fromAddress: mail.from.address,
        toAddresses: split.outsideTo,
        ccAddresses: split.outsideCc,
        subject: mail.subject,
        text: mail.text,
        inReplyTo: mail.inReplyTo,
        references: [...mail.references],
        status: outside ? "pending" : "sent",
        sentAt: outside ? null : now,
      },
    });
    const message = fileable(mail, now);
    const own = await fileMessage(transaction, mail.from, message, "sent", now);
    for (const member of split.members) await fileMessage(transaction, member, message, "inbox", now);
    return own.threadId;
  });
}

type DeliverOptions = { policy: EgressPolicy; settings: SendSettings; fromName: string };

/** Step 2: the row's lock held while the relay is spoken to; a row no longer pending is left as it is. */
async function deliver(database: PrismaClient, callId: string, options: DeliverOptions, now: Date): Promise<{ kind: "sent"; rejected: string[] } | SmtpFailure> {
  const { settings } = options;
  return database.$transaction(
    async (transaction) => {
      // The lock only; the row is read whole below, under it.
      const [row] = await transaction.$queryRaw<{ id: string }[]>`SELECT "id" FROM "MailOutbound" WHERE "callId" = ${callId} FOR UPDATE`;
      const outbound = await transaction.mailOutbound.findUniqueOrThrow({ where: { callId } });
      if (!row || outbound.status !== "pending") return { kind: "sent" as const, rejected: [] };
      if (!settings.SMTP_URL) return { kind: "not_sent" as const, reason: "SMTP_URL is not set" };
      const smtp = { smtpUrl: settings.SMTP_URL, policy: options.policy, timeoutMs: settings.TOLLGATE_EGRESS_TIMEOUT_MS, heloName: settings.TOLLGATE_MAIL_DOMAIN };
      const outcome = await sendBySmtp(smtp, { ...outbound, fromName: options.fromName, toAddresses: outbound.toAddresses, ccAddresses: outbound.ccAddresses });
      const sent = outcome.kind === "sent";
      await transaction.mailOutbound.update({
        where: { callId },
        data: { attempts: { increment: 1 }, status: sent ? "sent" : "failed", sentAt: sent ? now : null, lastError: sent ? null : outcome.reason.slice(0, 2000) },
      });
      return sent ? { kind: "sent" as const, rejected: outcome.rejected } : outcome;
    },
    // The relay may take its time; the lock is held for as long as the conversation with it lasts.
    { timeout: settings.TOLLGATE_EGRESS_TIMEOUT_MS * 4 + 10_000, maxWait: 10_000 },
  );
}

export async function sendMailOnce(
  database: PrismaClient,
  call: { callId: string; runId: string | null },
  compose: () => Promise<OutgoingMail>,
  options: { policy: EgressPolicy; settings: SendSettings },
  now: Date = new Date(),
): Promise<SendOutcome> {
  let row = await database.mailOutbound.findUnique({ where: { callId: call.callId } });
  const repeated = row !== null;
  let threadId: string | null = null;
  let members: string[] = [];
  let fromName = "";
  if (row === null) {
    const mail = await compose();
    fromName = mail.from.name;
    const split = await splitRecipients(database, mail, options.settings.TOLLGATE_MAIL_DOMAIN);
    const outside = [...split.outsideTo, ...split.outsideCc];
    // Nothing is written for a message that could not leave: the model hears why and may send another.
    if (outside.length > 0 && !options.settings.SMTP_URL) return { kind: "not_configured", outside };
    try {
      threadId = await writeAhead(database, call, mail, split, now);
      members = split.members.map((member) => member.address);
    } catch (error) {
      // Another worker running the same call (one that froze and woke) wrote it first: its row is the send.
      if (!isUniqueViolation(error)) throw error;
    }
    row = await database.mailOutbound.findUniqueOrThrow({ where: { callId: call.callId } });
  }
  // A relay that refused it once is not asked again by a resumed call: the answer stays what it was.
  if (row.status === "failed") return { kind: "failed", messageId: row.messageId, failure: { kind: "not_sent", reason: row.lastError ?? "" } };
  const outside = [...row.toAddresses, ...row.ccAddresses];
  const delivered = row.status === "pending" ? await deliver(database, call.callId, { ...options, fromName }, now) : { kind: "sent" as const, rejected: [] };
  if (delivered.kind !== "sent") return { kind: "failed", messageId: row.messageId, failure: delivered };
  return { kind: "sent", messageId: row.messageId, threadId, members, outside, rejected: delivered.rejected, repeated };
}

// Issue 19 (CONTRACT.md "Mail"): the product's SMTP listener (smtp-server). It accepts mail for members'
// addresses only — each RCPT TO must name exactly one live member of one organisation, anyone else is 550 —
// and at most MAIL_MAX_BYTES a message (advertised with SIZE; a larger one is 552). A message that is not
// mail is 554 and nothing of it is stored; an accepted one is filed for every recipient in one transaction.

import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { resolveAddress } from "./mail-members";
import { receiveMail, type MailSettings } from "./receive-mail";

type SmtpError = Error & { responseCode: number };

function smtpError(responseCode: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode });
}

const RESPONSE_CODES = { mail_malformed: 554, payload_too_large: 552, mail_recipient_unknown: 550 } as const;

export type MailListenerLog = { error(message: string): void };

/** Reads the DATA stream, keeping at most `limit` bytes (smtp-server marks a stream that passed SIZE). */
async function readData(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total <= limit) chunks.push(chunk);
  }
  return stream.sizeExceeded || total > limit ? null : Buffer.concat(chunks);
}

export function createMailListener(database: PrismaClient, settings: () => MailSettings, log: MailListenerLog): SMTPServer {
  return new SMTPServer({
    banner: "Tollgate",
    disabledCommands: ["AUTH", "STARTTLS"],
    size: settings().MAIL_MAX_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      resolveAddress(database, address.address, settings().TOLLGATE_MAIL_DOMAIN).then(
        (resolution) => {
          if (resolution.kind === "member") return callback();
          const why = resolution.kind === "unknown" ? "no such member here" : "this address names more than one member";
          callback(smtpError(550, `5.1.1 <${address.address}>: ${why}`));
        },
        (error: unknown) => {
          log.error(`mail listener: looking up ${address.address} failed: ${String(error)}`);
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const current = settings();
      readData(stream, current.MAIL_MAX_BYTES)
        .then(async (raw) => {
          if (raw === null) return callback(smtpError(552, `5.3.4 Message larger than ${current.MAIL_MAX_BYTES} bytes`));
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          const outcome = await receiveMail(database, raw, current, { envelopeRecipients: recipients });
          if (outcome.kind === "refused") return callback(smtpError(RESPONSE_CODES[outcome.code], `5.6.0 ${outcome.code}: ${outcome.message}`));
          callback(null, `Delivered to ${outcome.delivered.length} mailbox(es)`);
        })
        .catch((error: unknown) => {
          log.error(`mail listener: storing a message failed: ${String(error)}`);
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        });
    },
  });
}

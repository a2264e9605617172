// Issue 19: a raw RFC 822 message (from the SMTP listener or a provider's webhook) read with mailparser. A
// message that is not mail — no header block, no sender — is refused with a code and a sentence, before
// anything is stored; one without a Message-ID gets one derived from its bytes, so the same message posted
// twice is the same message.

import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import type { MailToFile } from "./file-message";
import { bareMessageId, messageIdsIn, normalizeAddress } from "./mail-address";

export type ParsedInbound = { kind: "parsed"; message: MailToFile; recipients: string[] } | { kind: "refused"; code: "mail_malformed" | "payload_too_large"; message: string };

/** A header field name then a colon, as RFC 5322 writes one (an mbox `From ` line is allowed before it). */
const HEADER_LINE = /^(From [^\r\n]*\r?\n)?[!-9;-~]+:/;

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  if (field === undefined) return [];
  const objects = Array.isArray(field) ? field : [field];
  const flat = objects.flatMap((object) => object.value.flatMap((entry) => [entry, ...(entry.group ?? [])]));
  return [...new Set(flat.map((entry) => entry.address ?? "").filter((address) => address.includes("@")).map(normalizeAddress))];
}

function refused(message: string): ParsedInbound {
  return { kind: "refused", code: "mail_malformed", message };
}

function toFile(parsed: ParsedMail, raw: Buffer, now: Date, domain: string): ParsedInbound {
  const from = addressesOf(parsed.from)[0];
  if (from === undefined) return refused("The message has no From address.");
  const to = addressesOf(parsed.to);
  const cc = addressesOf(parsed.cc);
  const messageId = bareMessageId(parsed.messageId) ?? `sha256-${createHash("sha256").update(raw).digest("hex").slice(0, 32)}@${domain}`;
  const text = parsed.text ?? (typeof parsed.html === "string" ? parsed.html.replace(/<[^>]*>/g, " ") : "");
  const message: MailToFile = {
    messageId,
    inReplyTo: messageIdsIn(parsed.inReplyTo)[0] ?? null,
    references: messageIdsIn(parsed.references),
    fromAddress: from,
    toAddresses: to,
    ccAddresses: cc,
    subject: parsed.subject ?? "",
    text: text.trim(),
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : now,
    attachments: parsed.attachments.map((attachment, index) => ({
      name: attachment.filename ?? `attachment-${index + 1}`,
      mimeType: attachment.contentType || "application/octet-stream",
      data: attachment.content,
    })),
  };
  return { kind: "parsed", message, recipients: [...new Set([...to, ...cc, ...addressesOf(parsed.bcc)])] };
}

export async function parseMail(raw: Buffer, limits: { maxBytes: number; domain: string }, now: Date): Promise<ParsedInbound> {
  if (raw.byteLength > limits.maxBytes) {
    return { kind: "refused", code: "payload_too_large", message: `The message is larger than the limit of ${limits.maxBytes} bytes (MAIL_MAX_BYTES).` };
  }
  if (raw.byteLength === 0 || !HEADER_LINE.test(raw.subarray(0, 2048).toString("latin1"))) return refused("The body is not an RFC 822 message: it does not begin with a header such as `From:`.");
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  } catch (error) {
    return refused(`The message could not be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  return toFile(parsed, raw, now, limits.domain);
}

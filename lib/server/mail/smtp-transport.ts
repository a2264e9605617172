// Issue 19 (CONTRACT.md "Mail"): mail to addresses outside the enterprise leaves through SMTP_URL, with
// nodemailer. The egress policy applies as to every outbound connection (lib/egress): the relay's host is
// resolved once, every address checked, and nodemailer connects to a checked address while TLS still checks
// the certificate against the host's name — so a private relay must be allowed in TOLLGATE_EGRESS_ALLOW.

import { createTransport } from "nodemailer";
import { checkEgressTarget, type EgressPolicy } from "@/lib/egress/egress-policy";
import { bracketed } from "./mail-address";

export type SmtpMessage = {
  messageId: string;
  fromAddress: string;
  fromName: string;
  toAddresses: readonly string[];
  ccAddresses: readonly string[];
  subject: string;
  text: string;
  inReplyTo: string | null;
  references: readonly string[];
};

/** How a send failed: refused by the relay for a recipient, or not delivered at all (and why). */
export type SmtpFailure = { kind: "recipient_refused"; recipients: string[]; reason: string } | { kind: "not_sent"; reason: string };

export type SmtpOutcome = { kind: "sent"; response: string; rejected: string[] } | SmtpFailure;

export type SmtpOptions = { smtpUrl: string; policy: EgressPolicy; timeoutMs: number; heloName: string };

function relayOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const user = decodeURIComponent(url.username);
  return { host, secure, port: url.port === "" ? (secure ? 465 : 587) : Number(url.port), auth: user === "" ? undefined : { user, pass: decodeURIComponent(url.password) } };
}

function failureOf(error: unknown): SmtpFailure {
  const failed = error as { responseCode?: number; command?: string; rejected?: string[]; message?: string };
  const reason = failed.message ?? String(error);
  if (failed.command === "RCPT TO" || (failed.rejected?.length ?? 0) > 0) return { kind: "recipient_refused", recipients: failed.rejected ?? [], reason };
  return { kind: "not_sent", reason };
}

export async function sendBySmtp(options: SmtpOptions, message: SmtpMessage): Promise<SmtpOutcome> {
  const relay = relayOf(options.smtpUrl);
  const check = await checkEgressTarget(options.policy, { host: relay.host, port: relay.port });
  if (check.kind === "refused") return { kind: "not_sent", reason: `the egress policy refused the mail relay: ${check.reason} (TOLLGATE_EGRESS_ALLOW can allow it)` };
  if (check.kind === "unresolved") return { kind: "not_sent", reason: `the mail relay could not be reached: ${check.reason}` };
  const transport = createTransport({
    host: check.addresses[0],
    port: relay.port,
    secure: relay.secure,
    auth: relay.auth,
    name: options.heloName,
    tls: { servername: relay.host },
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  try {
    const info = await transport.sendMail({
      envelope: { from: message.fromAddress, to: [...message.toAddresses, ...message.ccAddresses] },
      from: { name: message.fromName, address: message.fromAddress },
      to: [...message.toAddresses],
      cc: [...message.ccAddresses],
      subject: message.subject,
      text: message.text,
      messageId: bracketed(message.messageId),
      ...(message.inReplyTo ? { inReplyTo: bracketed(message.inReplyTo) } : {}),
      ...(message.references.length > 0 ? { references: message.references.map(bracketed) } : {}),
    });
    // Some recipients taken is a message sent: it must not be sent again for the others.
    return { kind: "sent", response: info.response ?? "", rejected: (info.rejected ?? []).map(String) };
  } catch (error) {
    return failureOf(error);
  } finally {
    transport.close();
  }
}

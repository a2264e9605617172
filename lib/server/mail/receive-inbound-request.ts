import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Settings } from "@/lib/settings/environment-schema";
import type { Database } from "../db";
import { readBodyBytes } from "../http/read-body-bytes";
import { receiveMail } from "./receive-mail";

// POST /v1/mail/inbound (an admin's token): a provider's inbound webhook posts one raw RFC 822 message
// (`message/rfc822`), filed for the members of the caller's organisation it is addressed to → 202. Not mail
// → 422 mail_malformed; addressed to no member → 422 mail_recipient_unknown; over MAIL_MAX_BYTES → 413;
// another body type → 415. Refused, nothing of it is stored.

const ACCEPTED_TYPES = ["message/rfc822", "text/plain", "application/octet-stream"];

export async function receiveInboundRequest(database: Database, principal: UseCasePrincipal, request: Request, settings: Settings) {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.includes(type)) throw new AppError("unsupported_media_type", "Send the message as its raw bytes with Content-Type: message/rfc822.");
  const raw = Buffer.from(await readBodyBytes(request, settings.MAIL_MAX_BYTES, "MAIL_MAX_BYTES"));
  const outcome = await receiveMail(database, raw, settings, { organisationId: principal.organisationId });
  if (outcome.kind === "refused") throw new AppError(outcome.code, outcome.message);
  const delivered = outcome.delivered.map((entry) => ({ address: entry.mailbox.address, thread: entry.threadId, duplicate: entry.duplicate }));
  return Response.json({ messageId: outcome.messageId, delivered }, { status: 202 });
}

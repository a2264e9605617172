import { EscalationReplyBodySchema, EscalationReplySchema, MailInboundAnswerSchema, MailThreadListSchema, MailThreadQuerySchema, MailThreadSchema, MailThreadsQuerySchema } from "@/lib/contracts/mail-schemas";
import { MEMBER_READ_PERMISSIONS } from "@/lib/server/auth/permissions";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md "Mail" (issue 19): a person's mailbox (an admin may open an agent's with ?agent=), and a
// provider's inbound webhook, whose body is the raw message (`message/rfc822`), not JSON.

export const mailOperations: OperationSpec[] = [
  { method: "get", path: "/v1/mail/threads", tag: "Mail", summary: "A mailbox's threads in one folder, newest first: your own, or an agent's (admins, ?agent=<id>)", access: MEMBER_READ_PERMISSIONS, query: MailThreadsQuerySchema,
    success: [answer(200, MailThreadListSchema, "The mailbox and its threads (at most 200).")], errors: [404] },
  { method: "get", path: "/v1/mail/threads/{id}", tag: "Mail", summary: "One thread with its messages, oldest first, and its drafts; opening your own marks it read", access: MEMBER_READ_PERMISSIONS, query: MailThreadQuerySchema,
    success: [answer(200, MailThreadSchema, "The thread.")] },
  { method: "post", path: "/v1/mail/inbound", tag: "Mail", summary: "A provider's inbound webhook: one raw RFC 822 message (Content-Type: message/rfc822, at most MAIL_MAX_BYTES), filed for the members it is addressed to (mail_malformed, mail_recipient_unknown)", access: "admin",
    success: [answer(202, MailInboundAnswerSchema, "Filed in each addressed member's inbox, all or none.")], errors: [415] },
  { method: "put", path: "/v1/gates/{id}/reply", tag: "Mail", summary: "The CEO edits an escalation's suggested reply (os.escalate_mail) while its gate is open; approving sends the edited text", access: "gates:decide", body: EscalationReplyBodySchema,
    success: [answer(200, EscalationReplySchema, "The reply the approved escalation will send.")] },
];

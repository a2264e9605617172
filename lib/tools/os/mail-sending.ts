// os.mail_reply, os.mail_send and os.escalate_mail: always gated (seed "Gates and grants"), so a handler here
// runs only after the CEO approved the call, and exactly once for it (lib/server/mail/send-mail.ts: the
// write-ahead row keyed by the call id; the definitions say `resumesByCallId`, so a call whose worker died
// is run again and finishes what it began rather than sending twice or not at all).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { egressPolicyOf } from "@/lib/egress/egress-from-environment";
import { composeReply } from "@/lib/server/mail/compose-reply";
import { outboundMessageId } from "@/lib/server/mail/mail-address";
import type { Mailbox } from "@/lib/server/mail/mail-members";
import { sendMailOnce, type OutgoingMail, type SendOutcome } from "@/lib/server/mail/send-mail";
import type { ToolServices } from "../define/define-tool";
import { jsonText } from "../json-text";
import { mailboxOfCall, threadOfMailbox } from "./mail-mailbox";

function requireApproval(context: ToolContext): void {
  // Admission never runs an always-gated call before the CEO approved it; reaching here otherwise is a bug.
  if (context.gateDecision?.decision !== "approve") throw new Error(`${context.tool} ran without the CEO's approval`);
}

function answerOf(outcome: SendOutcome): string {
  if (outcome.kind === "not_configured") {
    throw new ToolError("mail_not_configured", `SMTP_URL is not set, so mail to ${outcome.outside.join(", ")} cannot leave the product; nothing was sent`);
  }
  if (outcome.kind === "failed") {
    const { failure } = outcome;
    if (failure.kind === "recipient_refused") throw new ToolError("mail_recipient_refused", `the mail service refused ${failure.recipients.join(", ") || "a recipient"}: ${failure.reason}`);
    throw new ToolError("mail_not_sent", `the message was not sent: ${failure.reason}`);
  }
  return jsonText({
    sent: true,
    messageId: outcome.messageId,
    ...(outcome.threadId === null ? {} : { thread: outcome.threadId }),
    deliveredToMembers: outcome.members,
    sentOutside: outcome.outside,
    ...(outcome.rejected.length > 0 ? { refusedByRelay: outcome.rejected } : {}),
    ...(outcome.repeated ? { note: "This call had already sent the message; it was not sent again." } : {}),
  });
}

async function sendOnce(context: ToolContext, services: ToolServices, compose: () => Promise<OutgoingMail>): Promise<SendOutcome> {
  const settings = services.settings();
  return sendMailOnce(services.db, { callId: context.callId, runId: context.runId }, compose, { policy: egressPolicyOf(settings), settings }, services.now());
}

async function replyIn(context: ToolContext, services: ToolServices, mailbox: Mailbox, threadId: string, body: string): Promise<SendOutcome> {
  const thread = await threadOfMailbox(services, mailbox, threadId);
  return sendOnce(context, services, async () => {
    const last = await services.db.mailMessage.findFirst({ where: { threadId: thread.id }, orderBy: [{ sentAt: "desc" }, { createdAt: "desc" }] });
    if (last === null) throw new ToolError("mail_thread_not_found", `the thread "${thread.id}" has no message to answer`);
    const headers = composeReply(last, mailbox.address);
    const messageId = outboundMessageId(context.callId, services.settings().TOLLGATE_MAIL_DOMAIN);
    return { from: mailbox, messageId, ...headers, text: body };
  });
}

export async function replyToMail(input: { thread: string; body: string }, context: ToolContext, services: ToolServices): Promise<string> {
  requireApproval(context);
  const mailbox = await mailboxOfCall(context, services);
  return answerOf(await replyIn(context, services, mailbox, input.thread, input.body));
}

export async function sendNewMail(input: { to: string; cc?: string[]; subject: string; body: string }, context: ToolContext, services: ToolServices): Promise<string> {
  requireApproval(context);
  const mailbox = await mailboxOfCall(context, services);
  const messageId = outboundMessageId(context.callId, services.settings().TOLLGATE_MAIL_DOMAIN);
  const mail: OutgoingMail = { from: mailbox, messageId, to: [input.to], cc: input.cc ?? [], subject: input.subject, text: input.body, inReplyTo: null, references: [] };
  return answerOf(await sendOnce(context, services, async () => mail));
}

/**
 * The CEO approved the escalation: the thread is labelled `escalated`, and a suggested reply — the one the
 * CEO approved with it — is sent on the thread, exactly once like any reply.
 */
export async function escalateMail(input: { thread: string; reason: string; suggestedReply?: string }, context: ToolContext, services: ToolServices): Promise<string> {
  requireApproval(context);
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  if (!thread.labels.includes("escalated")) await services.db.mailThread.update({ where: { id: thread.id }, data: { labels: [...thread.labels, "escalated"], updatedAt: services.now() } });
  const note = context.gateDecision?.note ?? null;
  // The CEO may have edited the suggested reply before approving (PUT /v1/gates/:id/reply): that text goes.
  const edited = await services.db.mailReplyEdit.findUnique({ where: { callId: context.callId }, select: { body: true } });
  const reply = edited?.body ?? input.suggestedReply;
  if (reply === undefined || reply.trim() === "") {
    return jsonText({ escalated: true, thread: thread.id, approved: true, ...(note ? { ceoNote: note } : {}), replySent: false });
  }
  const sent = answerOf(await replyIn(context, services, mailbox, thread.id, reply));
  return jsonText({ escalated: true, thread: thread.id, approved: true, ...(note ? { ceoNote: note } : {}), ...(edited ? { replyEditedByCeo: true } : {}), replySent: JSON.parse(sent) as unknown });
}

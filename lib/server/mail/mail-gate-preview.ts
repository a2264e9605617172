// Issue 19 (CONTRACT.md "Mail"): the gate card of a mail call shows the whole message as it will go — from,
// to, cc, subject, body — and the message a reply answers, composed as the handler composes it
// (compose-reply.ts, against the thread's latest message), so the CEO approves what is sent.

import type { GateMail } from "@/lib/contracts/gate-schemas";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { composeReply } from "./compose-reply";
import { agentMailbox, threadsOf, type Mailbox } from "./mail-members";

export const MAIL_GATE_TOOLS = ["os.mail_reply", "os.mail_send", "os.escalate_mail"] as const;

type GateOfMail = { tool: string; arguments: unknown; organisationId: string; agentId: string; callId: string };

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

async function replyPreview(database: PrismaClient, mailbox: Mailbox, threadId: string, body: string, reason: string | null): Promise<GateMail> {
  const thread = await database.mailThread.findFirst({ where: { id: threadId, ...threadsOf(mailbox) }, select: { id: true, subject: true } });
  const last = thread && (await database.mailMessage.findFirst({ where: { threadId: thread.id }, orderBy: [{ sentAt: "desc" }, { createdAt: "desc" }] }));
  if (!thread || !last) return { message: null, answers: null, reason, problem: `The mailbox ${mailbox.address} has no thread ${threadId}: nothing would be sent.` };
  const headers = composeReply(last, mailbox.address);
  return {
    message: { from: mailbox.address, to: headers.to, cc: headers.cc, subject: headers.subject, body },
    answers: { thread: thread.id, subject: thread.subject, from: last.fromAddress, sentAt: last.sentAt.toISOString(), text: last.text },
    reason,
    problem: null,
  };
}

export async function mailGatePreview(database: PrismaClient, gate: GateOfMail, mailDomain: string): Promise<GateMail | undefined> {
  if (!(MAIL_GATE_TOOLS as readonly string[]).includes(gate.tool)) return undefined;
  const input = (gate.arguments ?? {}) as Record<string, unknown>;
  const mailbox = await agentMailbox(database, gate.organisationId, gate.agentId, mailDomain);
  if (mailbox === null) return { message: null, answers: null, reason: null, problem: "The run's agent was deleted: it has no mailbox." };
  if (gate.tool === "os.mail_send") {
    const cc = Array.isArray(input.cc) ? input.cc.filter((entry): entry is string => typeof entry === "string") : [];
    return { message: { from: mailbox.address, to: [text(input.to) ?? ""], cc, subject: text(input.subject) ?? "", body: text(input.body) ?? "" }, answers: null, reason: null, problem: null };
  }
  const thread = text(input.thread) ?? "";
  if (gate.tool === "os.mail_reply") return replyPreview(database, mailbox, thread, text(input.body) ?? "", null);
  const reason = text(input.reason);
  // The reply the CEO edited (PUT /v1/gates/:id/reply) is the one that will go.
  const edited = await database.mailReplyEdit.findUnique({ where: { callId: gate.callId }, select: { body: true } });
  const suggested = edited?.body ?? text(input.suggestedReply);
  if (suggested === null || suggested.trim() === "") {
    const preview = await replyPreview(database, mailbox, thread, "", reason);
    return { ...preview, message: null };
  }
  return replyPreview(database, mailbox, thread, suggested, reason);
}

// Seed "Mail follow-ups" and os.mail_reply_draft: threads that went quiet (the member wrote last and nobody
// answered), chasing them once a day, snoozing them, and drafts a person reviews. Marking a thread chased
// again the same (UTC) day, or snoozing it again, changes nothing but the time asked for: both are safe to
// repeat. A draft sends nothing; each call saves a new one.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { threadsOf } from "@/lib/server/mail/mail-members";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { MAIL_MATERIAL_NOTE, mailboxOfCall, threadOfMailbox } from "./mail-mailbox";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listQuietThreads(input: { quietDays: number; limit: number }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const now = services.now();
  const threads = await services.db.mailThread.findMany({
    where: {
      ...threadsOf(mailbox),
      handled: false,
      lastFromOwner: true,
      lastMessageAt: { lte: new Date(now.getTime() - input.quietDays * DAY_MS) },
      OR: [{ snoozedUntil: null }, { snoozedUntil: { lte: now } }],
    },
    orderBy: [{ lastMessageAt: "asc" }, { id: "asc" }],
    take: input.limit,
    include: { messages: { where: { folder: "sent" }, orderBy: { sentAt: "desc" }, take: 1, select: { toAddresses: true, ccAddresses: true } } },
  });
  const items = threads.map((thread) => ({
    id: thread.id,
    subject: thread.subject,
    owedBy: thread.messages[0]?.toAddresses ?? [],
    quietSince: thread.lastMessageAt.toISOString(),
    lastChasedAt: thread.chasedAt?.toISOString() ?? null,
  }));
  return compactJsonList({ note: MAIL_MATERIAL_NOTE, quietDays: input.quietDays, count: items.length }, "threads", items);
}

const sameUtcDay = (left: Date, right: Date) => left.toISOString().slice(0, 10) === right.toISOString().slice(0, 10);

export async function markMailChased(input: { thread: string; note?: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  const now = services.now();
  if (thread.chasedAt !== null && sameUtcDay(thread.chasedAt, now)) {
    return jsonText({ thread: thread.id, lastChasedAt: thread.chasedAt.toISOString(), note: thread.chaseNote, changed: false });
  }
  await services.db.mailThread.update({ where: { id: thread.id }, data: { chasedAt: now, chaseNote: input.note ?? null, updatedAt: now } });
  return jsonText({ thread: thread.id, lastChasedAt: now.toISOString(), note: input.note ?? null, changed: true });
}

export async function snoozeMail(input: { thread: string; until: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const until = new Date(input.until);
  const now = services.now();
  if (until.getTime() <= now.getTime()) throw new ToolError("snooze_time_past", `\`until\` (${input.until}) is not in the future; it is now ${now.toISOString()}`);
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  await services.db.mailThread.update({ where: { id: thread.id }, data: { snoozedUntil: until, updatedAt: now } });
  return jsonText({ thread: thread.id, snoozedUntil: until.toISOString() });
}

export async function saveReplyDraft(input: { thread: string; body: string }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  const draft = await services.db.mailDraft.create({ data: { organisationId: mailbox.organisationId, threadId: thread.id, body: input.body, runId: context.runId }, select: { id: true } });
  return jsonText({ draft: draft.id, thread: thread.id, sent: false });
}

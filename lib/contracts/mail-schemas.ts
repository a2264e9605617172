import { z } from "zod";

// CONTRACT.md "Mail": a mailbox's threads as GET /v1/mail/threads and GET /v1/mail/threads/:id show them, and
// the answer of POST /v1/mail/inbound. A thread is a mailbox's own copy; its folder is derived: inbox while
// it has a received message and is not handled, archive once handled, sent while the member sent in it.

export const MailFolderSchema = z.enum(["inbox", "sent", "archive"]);

export const MailboxSchema = z.strictObject({
  kind: z.enum(["user", "agent"]),
  id: z.string(),
  address: z.string().describe("The member's mail address."),
  name: z.string(),
});

export const MailThreadSummarySchema = z.strictObject({
  id: z.string(),
  subject: z.string(),
  correspondents: z.array(z.string()),
  labels: z.array(z.string()),
  read: z.boolean().describe("False while a received message is unread."),
  handled: z.boolean(),
  lastMessageAt: z.iso.datetime(),
  snoozedUntil: z.iso.datetime().nullable(),
  chasedAt: z.iso.datetime().nullable(),
});

export const MailThreadListSchema = z.strictObject({ mailbox: MailboxSchema, threads: z.array(MailThreadSummarySchema) });

export const MailAttachmentSchema = z.strictObject({
  name: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  mediaId: z.string().describe("GET /v1/media/:id serves it, inert."),
});

export const MailMessageSchema = z.strictObject({
  id: z.string(),
  folder: z.enum(["inbox", "sent"]),
  messageId: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
  read: z.boolean(),
  attachments: z.array(MailAttachmentSchema),
});

export const MailThreadSchema = MailThreadSummarySchema.extend({
  mailbox: MailboxSchema,
  messages: z.array(MailMessageSchema),
  drafts: z.array(z.strictObject({ id: z.string(), body: z.string(), createdAt: z.iso.datetime() })),
});

export const MailThreadsQuerySchema = z.strictObject({
  folder: MailFolderSchema.default("inbox"),
  agent: z.string().min(1).describe("An agent's id: an admin opens that agent's mailbox; omit for your own.").optional(),
});

export const MailThreadQuerySchema = z.strictObject({
  agent: z.string().min(1).describe("An agent's id: an admin opens that agent's mailbox; omit for your own.").optional(),
});

export const MailInboundAnswerSchema = z.strictObject({
  messageId: z.string(),
  delivered: z.array(z.strictObject({ address: z.string(), thread: z.string(), duplicate: z.boolean() })),
});

export type MailThreadList = z.infer<typeof MailThreadListSchema>;
export type MailThreadView = z.infer<typeof MailThreadSchema>;

/** PUT /v1/gates/:id/reply: the reply the CEO settles on for an escalation before approving it. */
export const EscalationReplyBodySchema = z.strictObject({ reply: z.string().trim().min(1).max(20_000) });
export const EscalationReplySchema = z.strictObject({ gateId: z.string(), reply: z.string(), editedAt: z.iso.datetime() });

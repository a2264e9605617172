// Seed "built-in tools", families Mail follow-ups and Escalations: threads that went quiet, chasing them,
// and handing a thread up. `os.escalate_mail` is always gated: the run ends on the CEO's decision.
// Handlers: mail-follow-ups.ts, mail-sending.ts (issue 19).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { mailSendingErrors, mailThread, mailThreadNotFound } from "./mail-properties";
import { listQuietThreads, markMailChased, saveReplyDraft, snoozeMail } from "./mail-follow-ups";
import { escalateMail } from "./mail-sending";

const followUps = { family: "Mail follow-ups", page: "OS tools", gate: "task", runCallable: true } as const;
const escalations = { family: "Escalations", page: "OS tools", runCallable: true } as const;

export const mailQuietThreadsTool = defineTool({
  ...followUps,
  name: "os.mail_quiet_threads",
  description:
    "List threads where the member wrote last and nobody has answered for at least `quietDays` days, oldest " +
    "first, leaving out snoozed threads. Returns each thread's id, subject, who owes the answer, and when it " +
    "was last chased.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    quietDays: z
      .int()
      .min(1)
      .max(90)
      .default(3)
      .describe("Days without an answer before a thread counts as quiet; defaults to 3."),
    limit: limitInput("threads", 100, 25),
  }),
  errors: withCallErrors(),
  execute: listQuietThreads,
});

export const mailMarkChasedTool = defineTool({
  ...followUps,
  name: "os.mail_mark_chased",
  description:
    "Record that a quiet thread was chased today, so it is not chased twice. Marking it again the same day " +
    "changes nothing. Returns when the thread was last chased.",
  access: "write",
  retry: "safe",
  input: z.strictObject({
    thread: mailThread,
    note: z.string().max(500).describe("How it was chased, e.g. `phoned Ana`.").optional(),
  }),
  errors: withCallErrors(mailThreadNotFound),
  execute: markMailChased,
});

export const mailSnoozeTool = defineTool({
  ...followUps,
  name: "os.mail_snooze",
  description:
    "Hide a thread from the quiet-thread list until a given time. Snoozing it again moves the time. Returns " +
    "the time the thread comes back.",
  access: "write",
  retry: "safe",
  input: z.strictObject({
    thread: mailThread,
    until: z.iso.datetime({ offset: true }).describe("When the thread comes back, ISO 8601 with a time zone."),
  }),
  errors: withCallErrors(mailThreadNotFound, toolError("snooze_time_past", "`until` is not in the future.")),
  execute: snoozeMail,
});

export const escalateMailTool = defineTool({
  ...escalations,
  name: "os.escalate_mail",
  description:
    "Escalate a mail thread to the CEO with the reason it needs them. Always gated: the escalation waits in " +
    "the CEO's portal and the run ends on the CEO's decision.",
  access: "write",
  retry: "unsafe",
  gate: "always",
  input: z.strictObject({
    thread: mailThread,
    reason: z.string().min(1).max(2000).describe("Why the CEO must see this thread."),
    suggestedReply: z.string().describe("A reply you propose, for the CEO to approve or change.").optional(),
  }),
  errors: withCallErrors(mailThreadNotFound, ...mailSendingErrors),
  resumesByCallId: true,
  execute: escalateMail,
});

export const mailReplyDraftTool = defineTool({
  ...escalations,
  name: "os.mail_reply_draft",
  description:
    "Save a draft reply on a mail thread for a person to review and send. Sends nothing. Each call saves a " +
    "new draft. Returns the draft's id.",
  access: "write",
  retry: "unsafe",
  gate: "task",
  input: z.strictObject({
    thread: mailThread,
    body: z.string().min(1).describe("The draft text, plain text."),
  }),
  errors: withCallErrors(mailThreadNotFound),
  execute: saveReplyDraft,
});

export const mailFollowUpTools = [
  mailQuietThreadsTool,
  mailMarkChasedTool,
  mailSnoozeTool,
  escalateMailTool,
  mailReplyDraftTool,
];

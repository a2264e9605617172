// Seed "built-in tools", families Mail follow-ups and Escalations: threads that went quiet, chasing them,
// and handing a thread up. `os.escalate_mail` is always gated: the run ends on the CEO's decision.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";
import { mailThread, mailThreadNotFound } from "./mail-properties";

const followUps = { family: "Mail follow-ups", page: "OS tools", gate: "task", runCallable: true } as const;
const escalations = { family: "Escalations", page: "OS tools", runCallable: true } as const;

export const osMailFollowUpTools: readonly ToolDefinition[] = [
  {
    ...followUps,
    name: "os.mail_quiet_threads",
    description:
      "List threads where the member wrote last and nobody has answered for at least `quietDays` days, oldest " +
      "first, leaving out snoozed threads. Returns each thread's id, subject, who owes the answer, and when it " +
      "was last chased.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      quietDays: {
        type: "integer",
        minimum: 1,
        maximum: 90,
        default: 3,
        description: "Days without an answer before a thread counts as quiet; defaults to 3.",
      },
      limit: limitProperty("threads", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...followUps,
    name: "os.mail_mark_chased",
    description:
      "Record that a quiet thread was chased today, so it is not chased twice. Marking it again the same day " +
      "changes nothing. Returns when the thread was last chased.",
    access: "write",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        note: { type: "string", maxLength: 500, description: "How it was chased, e.g. `phoned Ana`." },
      },
      ["thread"],
    ),
    errors: withCallErrors(mailThreadNotFound),
  },
  {
    ...followUps,
    name: "os.mail_snooze",
    description:
      "Hide a thread from the quiet-thread list until a given time. Snoozing it again moves the time. Returns " +
      "the time the thread comes back.",
    access: "write",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        until: { type: "string", format: "date-time", description: "When the thread comes back, ISO 8601 with a time zone." },
      },
      ["thread", "until"],
    ),
    errors: withCallErrors(mailThreadNotFound, toolError("snooze_time_past", "`until` is not in the future.")),
  },
  {
    ...escalations,
    name: "os.escalate_mail",
    description:
      "Escalate a mail thread to the CEO with the reason it needs them. Always gated: the escalation waits in " +
      "the CEO's portal and the run ends on the CEO's decision.",
    access: "write",
    retry: "unsafe",
    gate: "always",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        reason: { type: "string", minLength: 1, maxLength: 2000, description: "Why the CEO must see this thread." },
        suggestedReply: { type: "string", description: "A reply you propose, for the CEO to approve or change." },
      },
      ["thread", "reason"],
    ),
    errors: withCallErrors(mailThreadNotFound),
  },
  {
    ...escalations,
    name: "os.mail_reply_draft",
    description:
      "Save a draft reply on a mail thread for a person to review and send. Sends nothing. Each call saves a " +
      "new draft. Returns the draft's id.",
    access: "write",
    retry: "unsafe",
    gate: "task",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        body: { type: "string", minLength: 1, description: "The draft text, plain text." },
      },
      ["thread", "body"],
    ),
    errors: withCallErrors(mailThreadNotFound),
  },
];

// Seed "built-in tools", families Mail and Mail triage: the member's mailbox. `os.mail_reply` and
// `os.mail_send` are always gated: the run ends on the CEO's decision.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";
import { mailThread, mailThreadNotFound } from "./mail-properties";

const mail = { family: "Mail", page: "OS tools", runCallable: true } as const;
const mailTriage = { family: "Mail triage", page: "OS tools", gate: "task", runCallable: true } as const;

const mailBody = { type: "string", minLength: 1, description: "The message text, plain text." };

export const osMailTools: readonly ToolDefinition[] = [
  {
    ...mail,
    name: "os.mail_list",
    description:
      "List mail threads in the member's mailbox, newest first. Returns each thread's id, subject, " +
      "correspondents, labels, whether it is read and handled, and when it last changed.",
    access: "read",
    retry: "safe",
    gate: "task",
    inputSchema: toolInputSchema({
      folder: {
        type: "string",
        enum: ["inbox", "sent", "archive"],
        default: "inbox",
        description: "Folder to list; defaults to `inbox`.",
      },
      label: { type: "string", description: "Only threads carrying this label." },
      unreadOnly: { type: "boolean", default: false, description: "Only threads with unread messages." },
      handled: { type: "boolean", description: "Only handled threads (true) or only unhandled ones (false); omit for both." },
      since: { type: "string", format: "date-time", description: "Only threads changed at or after this time." },
      limit: limitProperty("threads", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...mail,
    name: "os.mail_read",
    description:
      "Read a mail thread: every message with its sender, recipients, time and text, oldest first.",
    access: "read",
    retry: "safe",
    gate: "task",
    sideEffect: "Marks the message read for the member, the same as opening it in the portal.",
    inputSchema: toolInputSchema({ thread: mailThread }, ["thread"]),
    errors: withCallErrors(mailThreadNotFound),
  },
  {
    ...mail,
    name: "os.mail_reply",
    description:
      "Reply to a mail thread, to everyone on it. Always gated: call `os.set_gate_summary` first; the reply " +
      "waits for the CEO and the run ends on the CEO's decision. The reply is sent only if approved.",
    access: "write",
    retry: "unsafe",
    gate: "always",
    inputSchema: toolInputSchema({ thread: mailThread, body: mailBody }, ["thread", "body"]),
    errors: withCallErrors(
      // Seed "Gates and grants": os.set_gate_summary must come first; until it does the call is handed back.
      {
        code: "gate_summary_required",
        when: "`os.set_gate_summary` has not been called yet in this run.",
        handling: "hand_back",
      },
      mailThreadNotFound,
    ),
  },
  {
    ...mail,
    name: "os.mail_send",
    description:
      "Send a new mail message from the member. Always gated: the message waits for the CEO and the run ends on " +
      "the CEO's decision. It is sent only if approved.",
    access: "write",
    retry: "unsafe",
    gate: "always",
    inputSchema: toolInputSchema(
      {
        to: { type: "string", format: "email", description: "The recipient's address." },
        cc: {
          type: "array",
          items: { type: "string", format: "email", description: "An address to copy." },
          description: "Addresses to copy; omit for none.",
        },
        subject: { type: "string", minLength: 1, maxLength: 200, description: "The subject line." },
        body: mailBody,
      },
      ["to", "subject", "body"],
    ),
    errors: withCallErrors(toolError("mail_recipient_refused", "The mail service refused a recipient address.")),
  },
  {
    ...mailTriage,
    name: "os.mail_set_label",
    description:
      "Put a label on a mail thread, or take it off. Setting a label a thread already has changes nothing. " +
      "Returns the thread's labels.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        label: { type: "string", minLength: 1, maxLength: 60, description: "The label, e.g. `invoices`." },
        applied: { type: "boolean", default: true, description: "False takes the label off; defaults to true." },
      },
      ["thread", "label"],
    ),
    errors: withCallErrors(mailThreadNotFound),
  },
  {
    ...mailTriage,
    name: "os.mail_set_handled",
    description:
      "Mark a mail thread handled (nothing more to do) or not handled. Returns the thread's state.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        thread: mailThread,
        handled: { type: "boolean", description: "True when the thread needs nothing more." },
      },
      ["thread", "handled"],
    ),
    errors: withCallErrors(mailThreadNotFound),
  },
  {
    ...mailTriage,
    name: "os.mail_set_many",
    description:
      "Triage many mail threads at once: put a label on them, mark them handled or not, or both. Give `label`, " +
      "`handled` or both. Returns, per thread, what changed or why it did not.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        threads: {
          type: "array",
          minItems: 1,
          maxItems: 100,
          uniqueItems: true,
          items: mailThread,
          description: "The threads to change, one to a hundred.",
        },
        label: { type: "string", minLength: 1, maxLength: 60, description: "A label to put on every thread." },
        handled: { type: "boolean", description: "Mark every thread handled (true) or not handled (false)." },
      },
      ["threads"],
    ),
    errors: withCallErrors(toolError("mail_change_missing", "Neither `label` nor `handled` was given.")),
  },
];

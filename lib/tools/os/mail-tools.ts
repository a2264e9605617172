// Seed "built-in tools", families Mail and Mail triage: the member's mailbox. `os.mail_reply` and
// `os.mail_send` are always gated: the run ends on the CEO's decision. Handlers: mail-reading.ts,
// mail-sending.ts, mail-triage.ts (issue 19).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { mailSendingErrors, mailThread, mailThreadNotFound } from "./mail-properties";
import { listMail, readMail } from "./mail-reading";
import { replyToMail, sendNewMail } from "./mail-sending";
import { setMailHandled, setMailLabel, setManyMail } from "./mail-triage";

const mail = { family: "Mail", page: "OS tools", runCallable: true } as const;
const mailTriage = { family: "Mail triage", page: "OS tools", gate: "task", runCallable: true } as const;

const mailBody = z.string().min(1).describe("The message text, plain text.");
const mailLabel = z.string().min(1).max(60);

export const mailListTool = defineTool({
  ...mail,
  name: "os.mail_list",
  description:
    "List mail threads in the member's mailbox, newest first. Returns each thread's id, subject, " +
    "correspondents, labels, whether it is read and handled, and when it last changed.",
  access: "read",
  retry: "safe",
  gate: "task",
  input: z.strictObject({
    folder: z.enum(["inbox", "sent", "archive"]).default("inbox").describe("Folder to list; defaults to `inbox`."),
    label: z.string().describe("Only threads carrying this label.").optional(),
    unreadOnly: z.boolean().default(false).describe("Only threads with unread messages."),
    handled: z.boolean().describe("Only handled threads (true) or only unhandled ones (false); omit for both.").optional(),
    since: z.iso.datetime({ offset: true }).describe("Only threads changed at or after this time.").optional(),
    limit: limitInput("threads", 100, 25),
  }),
  errors: withCallErrors(),
  execute: listMail,
});

export const mailReadTool = defineTool({
  ...mail,
  name: "os.mail_read",
  description: "Read a mail thread: every message with its sender, recipients, time and text, oldest first.",
  access: "read",
  retry: "safe",
  gate: "task",
  sideEffect: "Marks the message read for the member, the same as opening it in the portal.",
  input: z.strictObject({ thread: mailThread }),
  errors: withCallErrors(mailThreadNotFound),
  execute: readMail,
});

export const mailReplyTool = defineTool({
  ...mail,
  name: "os.mail_reply",
  description:
    "Reply to a mail thread, to everyone on it. Always gated: call `os.set_gate_summary` first; the reply " +
    "waits for the CEO and the run ends on the CEO's decision. The reply is sent only if approved.",
  access: "write",
  retry: "unsafe",
  gate: "always",
  input: z.strictObject({ thread: mailThread, body: mailBody }),
  errors: withCallErrors(
    // Seed "Gates and grants": os.set_gate_summary must come first; until it does the call is handed back.
    {
      code: "gate_summary_required",
      when: "`os.set_gate_summary` has not been called yet in this run.",
      handling: "hand_back",
    },
    mailThreadNotFound,
    ...mailSendingErrors,
  ),
  resumesByCallId: true,
  execute: replyToMail,
});

export const mailSendTool = defineTool({
  ...mail,
  name: "os.mail_send",
  description:
    "Send a new mail message from the member. Always gated: the message waits for the CEO and the run ends on " +
    "the CEO's decision. It is sent only if approved.",
  access: "write",
  retry: "unsafe",
  gate: "always",
  input: z.strictObject({
    to: z.email().describe("The recipient's address."),
    cc: z.array(z.email().describe("An address to copy.")).describe("Addresses to copy; omit for none.").optional(),
    subject: z.string().min(1).max(200).describe("The subject line."),
    body: mailBody,
  }),
  errors: withCallErrors(...mailSendingErrors),
  resumesByCallId: true,
  execute: sendNewMail,
});

export const mailSetLabelTool = defineTool({
  ...mailTriage,
  name: "os.mail_set_label",
  description:
    "Put a label on a mail thread, or take it off. Setting a label a thread already has changes nothing. " +
    "Returns the thread's labels.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    thread: mailThread,
    label: mailLabel.describe("The label, e.g. `invoices`."),
    applied: z.boolean().default(true).describe("False takes the label off; defaults to true."),
  }),
  errors: withCallErrors(mailThreadNotFound),
  execute: setMailLabel,
});

export const mailSetHandledTool = defineTool({
  ...mailTriage,
  name: "os.mail_set_handled",
  description: "Mark a mail thread handled (nothing more to do) or not handled. Returns the thread's state.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    thread: mailThread,
    handled: z.boolean().describe("True when the thread needs nothing more."),
  }),
  errors: withCallErrors(mailThreadNotFound),
  execute: setMailHandled,
});

export const mailSetManyTool = defineTool({
  ...mailTriage,
  name: "os.mail_set_many",
  description:
    "Triage many mail threads at once: put a label on them, mark them handled or not, or both. Give `label`, " +
    "`handled` or both. Returns, per thread, what changed or why it did not.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    threads: z
      .array(mailThread)
      .min(1)
      .max(100)
      .meta({ uniqueItems: true })
      .describe("The threads to change, one to a hundred."),
    label: mailLabel.describe("A label to put on every thread.").optional(),
    handled: z.boolean().describe("Mark every thread handled (true) or not handled (false).").optional(),
  }),
  errors: withCallErrors(toolError("mail_change_missing", "Neither `label` nor `handled` was given.")),
  execute: setManyMail,
});

export const mailTools = [
  mailListTool,
  mailReadTool,
  mailReplyTool,
  mailSendTool,
  mailSetLabelTool,
  mailSetHandledTool,
  mailSetManyTool,
];

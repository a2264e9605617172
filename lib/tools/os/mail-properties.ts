// What the mail families share (mail-tools.ts, mail-follow-up-tools.ts): how a thread is named in a call,
// and the error when it is not found.

import { z } from "zod";
import { toolError } from "@/lib/runtime/catalog/call-errors";

export const mailThread = z.string().min(1).describe("Id of the mail thread, as listed by `os.mail_list`.");

export const mailThreadNotFound = toolError("mail_thread_not_found", "No mail thread this member can see has that id.");

/** What a send approved by the CEO may still meet at the mail service (lib/tools/os/mail-sending.ts). */
export const mailSendingErrors = [
  toolError("mail_not_configured", "A recipient is outside the product and SMTP_URL is not set: nothing was sent."),
  toolError("mail_recipient_refused", "The mail service refused a recipient address."),
  toolError("mail_not_sent", "The mail service could not take the message (it refused it, or could not be reached)."),
] as const;

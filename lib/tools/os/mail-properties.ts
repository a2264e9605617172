// What the mail families share (mail-tools.ts, mail-follow-up-tools.ts): how a thread is named in a call,
// and the error when it is not found.

import { z } from "zod";
import { toolError } from "@/lib/runtime/catalog/call-errors";

export const mailThread = z.string().min(1).describe("Id of the mail thread, as listed by `os.mail_list`.");

export const mailThreadNotFound = toolError("mail_thread_not_found", "No mail thread this member can see has that id.");

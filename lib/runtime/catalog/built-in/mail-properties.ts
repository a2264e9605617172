// What the mail families share: how a thread is named in a call, and the error when it is not found.

import { toolError } from "../call-errors";

export const mailThread = {
  type: "string",
  minLength: 1,
  description: "Id of the mail thread, as listed by `os.mail_list`.",
};

export const mailThreadNotFound = toolError("mail_thread_not_found", "No mail thread this member can see has that id.");

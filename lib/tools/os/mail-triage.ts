// os.mail_set_label, os.mail_set_handled and os.mail_set_many (seed "Mail triage"): idempotent — setting
// what a thread already has changes nothing and answers the same state. A handled thread leaves the inbox
// for the archive; a new message to it brings it back (lib/server/mail/file-message.ts).

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { threadsOf } from "@/lib/server/mail/mail-members";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList, jsonText } from "../json-text";
import { mailboxOfCall, threadOfMailbox } from "./mail-mailbox";

function withLabel(labels: readonly string[], label: string, applied: boolean): string[] {
  return applied ? (labels.includes(label) ? [...labels] : [...labels, label]) : labels.filter((existing) => existing !== label);
}

export async function setMailLabel(input: { thread: string; label: string; applied: boolean }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  const labels = withLabel(thread.labels, input.label, input.applied);
  const changed = labels.length !== thread.labels.length;
  if (changed) await services.db.mailThread.update({ where: { id: thread.id }, data: { labels, updatedAt: services.now() } });
  return jsonText({ thread: thread.id, labels, changed });
}

export async function setMailHandled(input: { thread: string; handled: boolean }, context: ToolContext, services: ToolServices): Promise<string> {
  const mailbox = await mailboxOfCall(context, services);
  const thread = await threadOfMailbox(services, mailbox, input.thread);
  const changed = thread.handled !== input.handled;
  if (changed) await services.db.mailThread.update({ where: { id: thread.id }, data: { handled: input.handled, updatedAt: services.now() } });
  return jsonText({ thread: thread.id, handled: input.handled, folder: input.handled ? "archive" : "inbox", changed });
}

export async function setManyMail(input: { threads: string[]; label?: string; handled?: boolean }, context: ToolContext, services: ToolServices): Promise<string> {
  if (input.label === undefined && input.handled === undefined) throw new ToolError("mail_change_missing", "give `label`, `handled` or both: there is nothing to change");
  const mailbox = await mailboxOfCall(context, services);
  const found = await services.db.mailThread.findMany({ where: { ...threadsOf(mailbox), id: { in: input.threads } } });
  const results = [];
  for (const id of [...new Set(input.threads)]) {
    const thread = found.find((candidate) => candidate.id === id);
    // Partial failure (seed "tool rules"): an unknown thread is named, the others still change.
    if (thread === undefined) {
      results.push({ thread: id, changed: false, reason: "mail_thread_not_found" });
      continue;
    }
    const labels = input.label === undefined ? thread.labels : withLabel(thread.labels, input.label, true);
    const handled = input.handled ?? thread.handled;
    const changed = labels.length !== thread.labels.length || handled !== thread.handled;
    if (changed) await services.db.mailThread.update({ where: { id }, data: { labels, handled, updatedAt: services.now() } });
    results.push({ thread: id, changed, labels, handled });
  }
  return compactJsonList({ changed: results.filter((result) => result.changed).length, of: results.length }, "threads", results);
}

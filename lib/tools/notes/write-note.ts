// note_write: creates the agent's note of that title, or replaces its content. Idempotent (retry safety):
// the same title and content leave the same note, answered `unchanged`.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";

export type NoteWriteStatus = "created" | "replaced" | "unchanged";

export async function writeNote(
  { title, content }: { title: string; content: string },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const scope = agentScopeOf(context);
  const now = services.now();
  const status = await services.db.$transaction(async (transaction): Promise<NoteWriteStatus> => {
    await lockFor(transaction, ["note", scope.agentId, title]);
    const existing = await transaction.note.findFirst({ where: { ...scope, title }, select: { id: true, content: true } });
    if (existing === null) {
      await transaction.note.create({ data: { ...scope, title, content, createdAt: now, updatedAt: now } });
      return "created";
    }
    if (existing.content === content) return "unchanged";
    await transaction.note.update({ where: { id: existing.id }, data: { content, updatedAt: now } });
    return "replaced";
  });
  return jsonText({ title, status, ...(status === "unchanged" ? {} : { writtenAt: now.toISOString() }) });
}

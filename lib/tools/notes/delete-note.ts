// note_delete: idempotent (retry safety) — deleting a note that is already gone leaves the same state.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";

export async function deleteNote({ title }: { title: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const deleted = await db.note.deleteMany({ where: { ...agentScopeOf(context), title } });
  return deleted.count > 0 ? `Deleted the note "${title}".` : `You had no note titled "${title}"; nothing changed.`;
}

// note_delete: idempotent (retry safety) — deleting a note that is already gone leaves the same state.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export function deleteNote(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const title = requiredString(input, "title");
    const deleted = await dependencies.db.note.deleteMany({ where: { ...agentScopeOf(context), title } });
    return deleted.count > 0 ? `Deleted the note "${title}".` : `You had no note titled "${title}"; nothing changed.`;
  };
}

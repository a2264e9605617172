// note_write: creates the agent's note of that title, or replaces its content. Idempotent (retry safety):
// the same title and content leave the same note, answered `unchanged`.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export type NoteWriteStatus = "created" | "replaced" | "unchanged";

export function writeNote(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const title = requiredString(input, "title");
    const content = requiredString(input, "content");
    const scope = agentScopeOf(context);
    const now = dependencies.now();
    const status = await dependencies.db.$transaction(async (transaction): Promise<NoteWriteStatus> => {
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
  };
}

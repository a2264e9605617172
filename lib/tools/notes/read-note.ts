// note_read: one note of the agent by its exact title. Absent is a tool error, not an empty success
// (seed "tool rules"), and the same for a title only another agent uses.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";

export async function readNote({ title }: { title: string }, context: ToolContext, { db }: ToolServices): Promise<string> {
  const note = await db.note.findFirst({ where: { ...agentScopeOf(context), title } });
  if (note === null) throw new ToolError("note_not_found", `you have no note titled "${title}"; note_list shows the titles you have`);
  // Issue 8, item 1: redacted before JSON escapes it, so no escaped form of a value is left to miss.
  const redact = redactionOf(context);
  return jsonText({ title: redact(note.title), content: redact(note.content), writtenAt: note.updatedAt.toISOString() });
}

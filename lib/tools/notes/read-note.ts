// note_read: one note of the agent by its exact title. Absent is a tool error, not an empty success
// (seed "tool rules"), and the same for a title only another agent uses.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { ToolFailure } from "../tool-failure";

export function readNote(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const title = requiredString(input, "title");
    const note = await dependencies.db.note.findFirst({ where: { ...agentScopeOf(context), title } });
    if (note === null) throw new ToolFailure("note_not_found", `you have no note titled "${title}"; note_list shows the titles you have`);
    return jsonText({ title: note.title, content: note.content, writtenAt: note.updatedAt.toISOString() });
  };
}

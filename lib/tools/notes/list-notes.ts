// note_list: the agent's notes, newest first, each as its title and the first line of its content.

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { compactJsonList } from "../json-text";
import { optionalInteger, optionalString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export const DEFAULT_NOTE_LIST_LIMIT = 20;
const FIRST_LINE_MAX_CHARACTERS = 200;

export function firstLineOf(content: string): string {
  const line = content.trimStart().split("\n", 1)[0].trimEnd();
  return line.length > FIRST_LINE_MAX_CHARACTERS ? `${line.slice(0, FIRST_LINE_MAX_CHARACTERS)}…` : line;
}

export function listNotes(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const query = optionalString(input, "query");
    const limit = optionalInteger(input, "limit") ?? DEFAULT_NOTE_LIST_LIMIT;
    const matching =
      query === undefined
        ? {}
        : { OR: [{ title: { contains: query, mode: "insensitive" as const } }, { content: { contains: query, mode: "insensitive" as const } }] };
    const notes = await dependencies.db.note.findMany({
      where: { ...agentScopeOf(context), ...matching },
      orderBy: [{ updatedAt: "desc" }, { title: "asc" }],
      take: limit,
    });
    // A listing that ran and matched nothing is an absence, said in words (seed "tool rules").
    if (notes.length === 0) return query === undefined ? "You have no notes yet." : `None of your notes contains "${query}".`;
    const items = notes.map((note) => ({ title: note.title, firstLine: firstLineOf(note.content), writtenAt: note.updatedAt.toISOString() }));
    return compactJsonList({ count: items.length }, "notes", items);
  };
}

// note_list: the agent's notes, newest first, each as its title and the first line of its content.

import type { Prisma } from "@/lib/generated/prisma/client";
import type { ToolContext } from "@/lib/runtime/ports";
import { redactionOf, type Redact } from "@/lib/runtime/results/redact-in-handler";
import { agentScopeOf, type AgentScope } from "../agent-scope";
import { compactJsonList } from "../json-text";
import type { ToolServices } from "../define/define-tool";

const FIRST_LINE_MAX_CHARACTERS = 200;
/** Notes read per query while the redacted ones are checked again. */
export const NOTE_PAGE_SIZE = 200;

export function firstLineOf(content: string): string {
  const line = content.trimStart().split("\n", 1)[0].trimEnd();
  return line.length > FIRST_LINE_MAX_CHARACTERS ? `${line.slice(0, FIRST_LINE_MAX_CHARACTERS)}…` : line;
}

type ListedNote = { title: string; content: string; updatedAt: Date };

function containsQuery(note: ListedNote, query: string): boolean {
  const needle = query.toLowerCase();
  return note.title.toLowerCase().includes(needle) || note.content.toLowerCase().includes(needle);
}

/**
 * Issue 8, item 3: the query is matched against the notes as the model may read them. The database narrows
 * the candidates (a note that matches redacted also matches raw, unless the query itself holds the mark), and
 * each candidate is matched again redacted: a query for the first characters of a secret finds what a wrong
 * guess finds. Read in pages, so `limit` notes are found even when candidates fall away.
 */
async function matchingNotes(services: ToolServices, scope: AgentScope, query: string | undefined, limit: number, redact: Redact): Promise<ListedNote[]> {
  const matching: Prisma.NoteWhereInput =
    query === undefined ? {} : { OR: [{ title: { contains: query, mode: "insensitive" } }, { content: { contains: query, mode: "insensitive" } }] };
  const found: ListedNote[] = [];
  for (let skip = 0; found.length < limit; skip += NOTE_PAGE_SIZE) {
    const page = await services.db.note.findMany({
      where: { ...scope, ...matching },
      orderBy: [{ updatedAt: "desc" }, { title: "asc" }, { id: "asc" }],
      select: { title: true, content: true, updatedAt: true },
      skip,
      take: NOTE_PAGE_SIZE,
    });
    for (const note of page) {
      const redacted = { title: redact(note.title), content: redact(note.content), updatedAt: note.updatedAt };
      if (query === undefined || containsQuery(redacted, query)) found.push(redacted);
      if (found.length === limit) break;
    }
    if (page.length < NOTE_PAGE_SIZE) break;
  }
  return found;
}

export async function listNotes(
  { query, limit }: { query?: string; limit: number },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const notes = await matchingNotes(services, agentScopeOf(context), query, limit, redactionOf(context));
  // A listing that ran and matched nothing is an absence, said in words (seed "tool rules").
  if (notes.length === 0) return query === undefined ? "You have no notes yet." : `None of your notes contains "${query}".`;
  const items = notes.map((note) => ({ title: note.title, firstLine: firstLineOf(note.content), writtenAt: note.updatedAt.toISOString() }));
  return compactJsonList({ count: items.length }, "notes", items);
}

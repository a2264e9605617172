// The Notes family's handlers (the note binding), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { deleteNote } from "./delete-note";
import { listNotes } from "./list-notes";
import { readNote } from "./read-note";
import { writeNote } from "./write-note";

export function createNoteHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return {
    note_write: writeNote(dependencies),
    note_read: readNote(dependencies),
    note_list: listNotes(dependencies),
    note_delete: deleteNote(dependencies),
  };
}

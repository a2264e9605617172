// Seed "tools in a run", What a run offers: the note binding. Notes belong to the agent (organisation and
// agent), one per title, and last between runs and conversations.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { deleteNote } from "./delete-note";
import { listNotes } from "./list-notes";
import { readNote } from "./read-note";
import { writeNote } from "./write-note";

const notes = {
  family: "Notes",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "note" },
} as const;

export const MAX_NOTE_TITLE_LENGTH = 200;
export const MAX_NOTE_CONTENT_LENGTH = 20000;

const noteTitle = z
  .string()
  .min(1)
  .max(MAX_NOTE_TITLE_LENGTH)
  .describe("The note's title: its name, exact and case-sensitive, e.g. `Customer preferences`.");

const noteNotFound = toolError("note_not_found", "No note of this agent has that title.");

export const noteWriteTool = defineTool({
  ...notes,
  name: "note_write",
  description:
    "Write a note that lasts beyond this run: creates the note, or replaces the content of the note with the same " +
    "title. Writing the same note again changes nothing. Returns the title and whether it was created, replaced or unchanged.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    title: noteTitle,
    content: z.string().max(MAX_NOTE_CONTENT_LENGTH).describe("The whole note, as text; it replaces any earlier content."),
  }),
  errors: withCallErrors(),
  execute: writeNote,
});

export const noteReadTool = defineTool({
  ...notes,
  name: "note_read",
  description: "Read one of your notes by its exact title. Returns its title, content and when it was last written.",
  access: "read",
  retry: "safe",
  input: z.strictObject({ title: noteTitle }),
  errors: withCallErrors(noteNotFound),
  execute: readNote,
});

export const noteListTool = defineTool({
  ...notes,
  name: "note_list",
  description:
    "List your notes, newest first: each note's title, the first line of its content and when it was written. " +
    "With `query`, only notes whose title or content contains that text (any case).",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    query: z.string().min(1).max(200).describe("Text the title or content must contain, e.g. `invoice`.").optional(),
    limit: limitInput("notes", 100, 20),
  }),
  errors: withCallErrors(),
  execute: listNotes,
});

export const noteDeleteTool = defineTool({
  ...notes,
  name: "note_delete",
  description:
    "Delete one of your notes by its exact title. Deleting a note that is already gone changes nothing. " +
    "Returns whether a note was deleted.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({ title: noteTitle }),
  errors: withCallErrors(),
  execute: deleteNote,
});

export const noteTools = [noteWriteTool, noteReadTool, noteListTool, noteDeleteTool];

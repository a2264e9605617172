// Seed "tools in a run", What a run offers: the note binding. Notes belong to the agent (organisation and
// agent), one per title, and last between runs and conversations.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const notes = {
  family: "Notes",
  page: "Native tools",
  gate: "task",
  runCallable: true,
  availability: { kind: "binding", binding: "note" },
} as const;

export const MAX_NOTE_TITLE_LENGTH = 200;
export const MAX_NOTE_CONTENT_LENGTH = 20000;

const noteTitle = {
  type: "string",
  minLength: 1,
  maxLength: MAX_NOTE_TITLE_LENGTH,
  description: "The note's title: its name, exact and case-sensitive, e.g. `Customer preferences`.",
};

const noteNotFound = toolError("note_not_found", "No note of this agent has that title.");

export const noteTools: readonly ToolDefinition[] = [
  {
    ...notes,
    name: "note_write",
    description:
      "Write a note that lasts beyond this run: creates the note, or replaces the content of the note with the same " +
      "title. Writing the same note again changes nothing. Returns the title and whether it was created, replaced or unchanged.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        title: noteTitle,
        content: { type: "string", maxLength: MAX_NOTE_CONTENT_LENGTH, description: "The whole note, as text; it replaces any earlier content." },
      },
      ["title", "content"],
    ),
    errors: withCallErrors(),
  },
  {
    ...notes,
    name: "note_read",
    description: "Read one of your notes by its exact title. Returns its title, content and when it was last written.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ title: noteTitle }, ["title"]),
    errors: withCallErrors(noteNotFound),
  },
  {
    ...notes,
    name: "note_list",
    description:
      "List your notes, newest first: each note's title, the first line of its content and when it was written. " +
      "With `query`, only notes whose title or content contains that text (any case).",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      query: { type: "string", minLength: 1, maxLength: 200, description: "Text the title or content must contain, e.g. `invoice`." },
      limit: limitProperty("notes", 100, 20),
    }),
    errors: withCallErrors(),
  },
  {
    ...notes,
    name: "note_delete",
    description:
      "Delete one of your notes by its exact title. Deleting a note that is already gone changes nothing. " +
      "Returns whether a note was deleted.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ title: noteTitle }, ["title"]),
    errors: withCallErrors(),
  },
];

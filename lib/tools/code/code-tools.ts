// Seed "tools in a run", What a run offers: the five code tools, offered when config.coding is true. ONE-PRODUCT
// "Families that overlap": they act on the same per-agent workspace as workspace.*, through the same
// functions (lib/tools/workspace). write_file also exports text from a stored result, and run_code transforms
// up to three (seed "tool rules", Exporting stored text).

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { editFile } from "../workspace/edit-file";
import { listDirectory } from "../workspace/list-files";
import { readFile } from "../workspace/read-file";
import { writeFile } from "../workspace/write-file";
import { runCode } from "./run-code";

const code = { family: "Code", page: "Native tools", gate: "task", runCallable: true, availability: { kind: "flag", flag: "coding" } } as const;

export const MAX_RUN_CODE_TOOL_RESULTS = 3;

const pathErrors = [
  toolError("path_outside_workspace", "The path leaves the workspace: an absolute path, or `..` past the root."),
  toolError("invalid_path", "The path is malformed: a NUL or control character, a backslash, or an empty segment (`a//b`)."),
];
const fileNotFound = toolError("file_not_found", "No file exists at that path.");
const fileTooLarge = toolError("file_too_large", "The file would be larger than WORKSPACE_FILE_MAX_BYTES (1 MiB by default); nothing was written.");

/** Seed "Exporting stored text" and "Untrusted output": why a ref's stored text cannot be used. */
const resultSourceErrors = [
  toolError("result_not_found", "No stored result of this conversation has that ref (whatever the reason)."),
  toolError("result_call_failed", "The call behind the ref failed: its stored text is an error, not a result."),
  toolError("result_read_window", "The ref is a read window (read_tool_result, search_tool_results, read_transcript, read_file), not a whole result."),
  toolError("result_truncated", "The stored result is marked truncated: it was cut at the result byte cap."),
];

const workspacePath = z.string().min(1).describe("Path relative to the workspace root, e.g. `src/index.ts`.");

const exportSelector = z
  .strictObject({
    ref: z.string().min(1).describe("The stored result's ref, e.g. `res_…` from `_toolResultContext.ref` or a call's ref."),
    field: z
      .array(z.string().describe("An object key, or a list index such as `0`."))
      .describe('Path into the result\'s JSON, e.g. ["items", "0", "body"]; a JSON string met on the way is decoded. Omit to take the whole result.')
      .optional(),
    between: z
      .strictObject({
        start: z.string().min(1).describe("Text just before the region; it must occur exactly once."),
        end: z.string().min(1).describe("Text just after the region; it must occur exactly once, after `start`."),
      })
      .describe("Keep only the text strictly between these delimiters.")
      .optional(),
  })
  .describe("Which stored text to write.");

export const readFileTool = defineTool({
  ...code,
  name: "read_file",
  description:
    "Read a text file of your workspace. Returns its lines, numbered, from `offset` for up to `limit` lines, and " +
    "says how many lines remain and the offset to read on from.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    path: workspacePath,
    offset: z.int().min(0).default(0).describe("Zero-based line to start at; defaults to 0."),
    limit: z.int().min(1).max(5000).describe("Most lines to return; omit to read to the end.").optional(),
  }),
  errors: withCallErrors(...pathErrors, fileNotFound, toolError("not_a_text_file", "The path is a directory.")),
  execute: readFile,
});

export const writeFileTool = defineTool({
  ...code,
  name: "write_file",
  description:
    "Write a whole file of your workspace, creating it or replacing its content; writing the same content again " +
    "changes nothing. Give `content`, or export a stored tool result with `_toolResultContext` instead: its one " +
    "source names a `ref`, optionally a `field` path into the JSON and `between` delimiters, and the text is " +
    "taken from the whole stored result, including what a preview left out. Returns the path, whether the file " +
    "was created, replaced or unchanged, and its size in bytes.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    path: workspacePath,
    content: z.string().describe("The complete new content of the file. Omit when exporting with `_toolResultContext`.").optional(),
    _toolResultContext: z
      .strictObject({ sources: z.array(exportSelector).min(1).max(1).describe("Exactly one source.") })
      .describe("Export: write text selected from a stored result of this conversation instead of `content`.")
      .optional(),
  }),
  errors: withCallErrors(
    ...pathErrors,
    toolError("write_input_invalid", "Neither or both of `content` and `_toolResultContext` were given, or the selector is malformed."),
    toolError("path_is_directory", "A directory already exists at that path."),
    toolError("parent_is_a_file", "A file exists where the path needs a directory."),
    fileTooLarge,
    ...resultSourceErrors,
    toolError("export_field_missing", "The `field` path is not in the stored result (or it is not JSON)."),
    toolError("export_delimiters_ambiguous", "`between.start` or `between.end` does not occur exactly once, or the end comes before the start."),
  ),
  execute: writeFile,
});

export const editFileTool = defineTool({
  ...code,
  name: "edit_file",
  description:
    "Edit a file of your workspace by replacing exact text. Edits apply in order and all or none: each `oldText` " +
    "must occur exactly once, and when one does not, the file is left unchanged and the answer names it. Returns a " +
    "unified diff of the change.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    path: workspacePath,
    edits: z
      .array(
        z
          .strictObject({
            oldText: z.string().min(1).describe("Exact text to find, whitespace included; it must occur exactly once."),
            newText: z.string().describe("Text to put in its place; an empty string deletes it."),
          })
          .describe("One replacement."),
      )
      .min(1)
      .describe("The replacements to make, applied one after the other."),
  }),
  errors: withCallErrors(
    ...pathErrors,
    fileNotFound,
    toolError("edit_text_not_found", "An edit's `oldText` does not occur in the file."),
    toolError("edit_text_ambiguous", "An edit's `oldText` occurs more than once."),
    toolError("file_holds_secret", "The file holds a secret's value (shown as [REDACTED]), so it is not edited in place; nothing was edited."),
    fileTooLarge,
  ),
  execute: editFile,
});

export const listFilesTool = defineTool({
  ...code,
  name: "list_files",
  description:
    "List a directory of your workspace, one entry per line: its path from the workspace root, `file` with its " +
    "size in bytes or `directory`. Lists one level, or every level below with `recursive`.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    path: z.string().describe("Directory relative to the workspace root; omit for the root.").optional(),
    recursive: z.boolean().default(false).describe("Also list everything below the directory's own entries."),
  }),
  errors: withCallErrors(...pathErrors, toolError("directory_not_found", "No directory exists at that path.")),
  // One level, or every level; a coding agent sees dot-files too.
  execute: ({ path, recursive }, context, services) =>
    listDirectory({ path, depth: recursive ? Number.POSITIVE_INFINITY : 1, includeHidden: true }, context, services),
});

export const runCodeTool = defineTool({
  ...code,
  name: "run_code",
  description:
    "Run JavaScript in a sandbox to compute over stored tool results: no network, no files, no `require`. The " +
    "global `toolResults` holds the whole stored text of each ref you list (strings, in order; parse JSON with " +
    "`JSON.parse`), and `input` the object you pass. The value of the code's last expression is the result (a " +
    "promise is awaited), returned as JSON `value` with the `console.log` lines as `logs` and the `exit_code`: " +
    "0 completed, 1 threw, 124 ran past the time limit, 137 ran out of memory. It changes nothing.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    code: z.string().min(1).max(100_000).describe("The JavaScript to run, e.g. `JSON.parse(toolResults[0]).items.length`."),
    toolResults: z
      .array(z.string().min(1).describe("A stored result's ref, e.g. `res_…`."))
      .max(MAX_RUN_CODE_TOOL_RESULTS)
      .describe(`Refs of up to ${MAX_RUN_CODE_TOOL_RESULTS} stored results of this conversation, exposed as \`toolResults\`.`)
      .optional()
      .transform((refs) => refs ?? []),
    input: z
      .record(z.string(), z.unknown())
      .describe("Values the code reads as `input`; omit for an empty object.")
      .optional()
      .transform((values) => values ?? {}),
  }),
  errors: withCallErrors(
    ...resultSourceErrors,
    toolError("code_failed", "The code threw an error (exit code 1)."),
    toolError("code_timed_out", "The code ran past the time limit (exit code 124)."),
    toolError("code_out_of_memory", "The code ran past the memory limit (exit code 137)."),
  ),
  execute: runCode,
});

export const codeTools = [readFileTool, writeFileTool, editFileTool, listFilesTool, runCodeTool];

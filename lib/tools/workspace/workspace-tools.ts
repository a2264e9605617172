// Seed "built-in tools", family Workspace: the agent's own workspace. The OS answers these calls before
// it reads the task's gates, so a gate on one is saved but never waits (gate "never"). They act on the same
// per-agent files as the code tools (ONE-PRODUCT "Families that overlap"), through the same functions.
// workspace.run_command runs a command in the sandbox over a copy of those files and keeps what it changed
// (run-command.ts); git_commit and git_push stay planned.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { deleteFile } from "./delete-file";
import { editFile } from "./edit-file";
import { listDirectory } from "./list-files";
import { readFile } from "./read-file";
import { runCommand } from "./run-command";
import { searchWorkspace } from "./search-workspace";
import { writeFile } from "./write-file";

const workspace = { family: "Workspace", page: "Workspace tools", gate: "never", runCallable: true } as const;

const pathOutsideWorkspace = toolError(
  "path_outside_workspace",
  "The path leaves the workspace (an absolute path, `..` past the root, or a link pointing out).",
);
const fileNotFound = toolError("file_not_found", "No file exists at that path.");
const invalidPath = toolError("invalid_path", "The path is malformed: a NUL or control character, a backslash, or an empty segment (`a//b`).");
const fileTooLarge = toolError("file_too_large", "The file would be larger than WORKSPACE_FILE_MAX_BYTES (1 MiB by default); nothing was written.");
const notARepository = toolError("not_a_repository", "The directory is not inside a git repository.");

const workspacePath = z.string().min(1).describe("Path relative to the workspace root, e.g. `src/index.ts`.");
const repositoryPath = z.string().describe("Directory of the git repository, relative to the workspace root; omit for the workspace root.").optional();

export const workspaceReadFileTool = defineTool({
  ...workspace,
  name: "workspace.read_file",
  description:
    "Read a text file from the workspace. Returns its lines, numbered, from `offset` for up to `limit` lines, " +
    "and says how many lines remain when the file is longer.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    path: workspacePath,
    offset: z.int().min(0).default(0).describe("Zero-based line to start at; defaults to 0."),
    limit: z.int().min(1).max(5000).describe("Most lines to return; omit to read to the end.").optional(),
  }),
  errors: withCallErrors(pathOutsideWorkspace, invalidPath, fileNotFound, toolError("not_a_text_file", "The file is binary, or is a directory.")),
  execute: readFile,
});

export const workspaceListDirTool = defineTool({
  ...workspace,
  name: "workspace.list_dir",
  description:
    "List a directory of the workspace. Returns one entry per line: its path, whether it is a file or a " +
    "directory, and a file's size in bytes.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    path: z.string().default(".").describe("Directory relative to the workspace root; defaults to the root."),
    depth: z.int().min(1).max(10).default(1).describe("How many levels to descend; 1 lists only the directory itself."),
    includeHidden: z.boolean().default(false).describe("Also list entries whose name starts with a dot."),
  }),
  errors: withCallErrors(pathOutsideWorkspace, invalidPath, toolError("directory_not_found", "No directory exists at that path.")),
  execute: listDirectory,
});

export const workspaceWriteFileTool = defineTool({
  ...workspace,
  name: "workspace.write_file",
  description:
    "Write a whole file in the workspace, creating it or replacing its content. Parent directories are created. " +
    "Returns the path and the number of bytes written.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    path: workspacePath,
    content: z.string().describe("The complete new content of the file."),
  }),
  errors: withCallErrors(
    pathOutsideWorkspace,
    invalidPath,
    toolError("path_is_directory", "A directory already exists at that path."),
    toolError("parent_is_a_file", "A file exists where the path needs a directory."),
    fileTooLarge,
  ),
  execute: writeFile,
});

export const workspaceDeleteFileTool = defineTool({
  ...workspace,
  name: "workspace.delete_file",
  description: "Delete one file from the workspace. Returns the deleted path. Directories are not deleted.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({ path: workspacePath }),
  errors: withCallErrors(pathOutsideWorkspace, invalidPath, fileNotFound),
  execute: deleteFile,
});

export const workspaceEditTool = defineTool({
  ...workspace,
  name: "workspace.edit",
  description:
    "Edit a file in place by replacing exact text. Edits apply in order and all or none: when one `oldText` is " +
    "missing or ambiguous, the file is left unchanged. Returns a unified diff of the change.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    path: workspacePath,
    edits: z
      .array(
        z
          .strictObject({
            oldText: z.string().min(1).describe("Exact text to find, whitespace included."),
            newText: z.string().describe("Text to put in its place; an empty string deletes it."),
            replaceAll: z.boolean().default(false).describe("Replace every occurrence; otherwise `oldText` must occur exactly once."),
          })
          .describe("One replacement."),
      )
      .min(1)
      .describe("The replacements to make, applied one after the other."),
  }),
  errors: withCallErrors(
    pathOutsideWorkspace,
    invalidPath,
    fileNotFound,
    toolError("edit_text_not_found", "An edit's `oldText` does not occur in the file."),
    toolError("edit_text_ambiguous", "An edit's `oldText` occurs more than once and `replaceAll` is not set."),
    toolError("file_holds_secret", "The file holds a secret's value (shown as [REDACTED]), so it is not edited in place; nothing was edited."),
    fileTooLarge,
  ),
  execute: editFile,
});

export const workspaceSearchTool = defineTool({
  ...workspace,
  name: "workspace.search",
  description:
    "Search the text of the workspace's files. Returns matching lines as `path:line: text`, at most " +
    "`maxResults`, and says when more matched.",
  access: "read",
  retry: "safe",
  input: z.strictObject({
    query: z.string().min(1).describe("Text to find; a regular expression when `regex` is true."),
    path: z.string().describe("Directory to search, relative to the workspace root; defaults to the root.").optional(),
    glob: z.string().describe("Only files whose path matches this glob, e.g. `**/*.ts`.").optional(),
    regex: z.boolean().default(false).describe("Read `query` as a regular expression (RE2 syntax: no backreferences or lookaround)."),
    caseSensitive: z.boolean().default(false).describe("Match letter case exactly."),
    maxResults: z.int().min(1).max(500).default(100).describe("Most matching lines to return (1–500); defaults to 100."),
  }),
  errors: withCallErrors(
    pathOutsideWorkspace,
    invalidPath,
    toolError("invalid_pattern", "`regex` is true and `query` is not a valid regular expression."),
    toolError("pattern_unsupported", "`query` uses a backreference or lookaround, which RE2 (linear-time matching) does not support."),
  ),
  execute: searchWorkspace,
});

export const workspaceRunCommandTool = defineTool({
  ...workspace,
  name: "workspace.run_command",
  description:
    "Run a shell command in the workspace. Returns its exit code, then its standard output and standard error. " +
    "The command may change files.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    command: z.string().min(1).describe("The command line, run by `sh -c`."),
    workingDirectory: z.string().describe("Directory to run in, relative to the workspace root; defaults to the root.").optional(),
    timeoutSeconds: z.int().min(1).max(600).default(120).describe("Seconds before the command is stopped; defaults to 120."),
  }),
  errors: withCallErrors(
    pathOutsideWorkspace,
    invalidPath,
    toolError("command_timed_out", "The command ran past `timeoutSeconds` and was stopped; its output so far is returned."),
    toolError("sandbox_unavailable", "No sandbox can be made on this machine (bubblewrap missing or refused), so the command was not run."),
  ),
  execute: runCommand,
});

export const workspaceGitCommitTool = defineTool({
  ...workspace,
  name: "workspace.git_commit",
  description:
    "Commit changes in a git repository of the workspace. Stages the given paths (or every change) and " +
    "commits them. Returns the new commit's hash and the files it holds.",
  access: "write",
  retry: "unsafe",
  input: z.strictObject({
    message: z.string().min(1).describe("The commit message."),
    paths: z.array(z.string().describe("A path relative to the repository.")).describe("Paths to stage; omit to commit every change.").optional(),
    repository: repositoryPath,
  }),
  errors: withCallErrors(pathOutsideWorkspace, notARepository, toolError("nothing_to_commit", "There are no changes to commit.")),
});

export const workspaceGitPushTool = defineTool({
  ...workspace,
  name: "workspace.git_push",
  description:
    "Push the current branch of a git repository of the workspace to its remote. Returns the remote, the " +
    "branch and the pushed commit. Pushing what the remote already has changes nothing.",
  access: "write",
  retry: "idempotent",
  input: z.strictObject({
    remote: z.string().default("origin").describe("Remote to push to; defaults to `origin`."),
    branch: z.string().describe("Branch to push; defaults to the current branch.").optional(),
    repository: repositoryPath,
  }),
  errors: withCallErrors(
    pathOutsideWorkspace,
    notARepository,
    toolError("push_rejected", "The remote refused the push, e.g. because it holds commits this branch lacks."),
  ),
});

export const workspaceTools = [
  workspaceReadFileTool,
  workspaceListDirTool,
  workspaceWriteFileTool,
  workspaceDeleteFileTool,
  workspaceEditTool,
  workspaceSearchTool,
  workspaceRunCommandTool,
  workspaceGitCommitTool,
  workspaceGitPushTool,
];

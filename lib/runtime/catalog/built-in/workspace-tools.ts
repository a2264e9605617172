// Seed "built-in tools", family Workspace: the agent's own workspace. The OS answers these calls before
// it reads the task's gates, so a gate on one is saved but never waits (gate "never").

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, objectSchema, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const workspace = { family: "Workspace", page: "Workspace tools", gate: "never", runCallable: true } as const;

const pathOutsideWorkspace = toolError(
  "path_outside_workspace",
  "The path leaves the workspace (an absolute path, `..` past the root, or a link pointing out).",
);
const fileNotFound = toolError("file_not_found", "No file exists at that path.");
const invalidPath = toolError("invalid_path", "The path is malformed: a NUL or control character, a backslash, or an empty segment (`a//b`).");
const fileTooLarge = toolError("file_too_large", "The file would be larger than WORKSPACE_FILE_MAX_BYTES (1 MiB by default); nothing was written.");
const notARepository = toolError("not_a_repository", "The directory is not inside a git repository.");

const workspacePath = {
  type: "string",
  minLength: 1,
  description: "Path relative to the workspace root, e.g. `src/index.ts`.",
};
const repositoryPath = {
  type: "string",
  description: "Directory of the git repository, relative to the workspace root; omit for the workspace root.",
};

export const workspaceTools: readonly ToolDefinition[] = [
  {
    ...workspace,
    name: "workspace.read_file",
    description:
      "Read a text file from the workspace. Returns its lines, numbered, from `offset` for up to `limit` lines, " +
      "and says how many lines remain when the file is longer.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        path: workspacePath,
        offset: { type: "integer", minimum: 0, default: 0, description: "Zero-based line to start at; defaults to 0." },
        limit: { type: "integer", minimum: 1, maximum: 5000, description: "Most lines to return; omit to read to the end." },
      },
      ["path"],
    ),
    errors: withCallErrors(
      pathOutsideWorkspace,
      invalidPath,
      fileNotFound,
      toolError("not_a_text_file", "The file is binary, or is a directory."),
    ),
  },
  {
    ...workspace,
    name: "workspace.list_dir",
    description:
      "List a directory of the workspace. Returns one entry per line: its path, whether it is a file or a " +
      "directory, and a file's size in bytes.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      path: { type: "string", default: ".", description: "Directory relative to the workspace root; defaults to the root." },
      depth: {
        type: "integer",
        minimum: 1,
        maximum: 10,
        default: 1,
        description: "How many levels to descend; 1 lists only the directory itself.",
      },
      includeHidden: { type: "boolean", default: false, description: "Also list entries whose name starts with a dot." },
    }),
    errors: withCallErrors(pathOutsideWorkspace, invalidPath, toolError("directory_not_found", "No directory exists at that path.")),
  },
  {
    ...workspace,
    name: "workspace.write_file",
    description:
      "Write a whole file in the workspace, creating it or replacing its content. Parent directories are created. " +
      "Returns the path and the number of bytes written.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        path: workspacePath,
        content: { type: "string", description: "The complete new content of the file." },
      },
      ["path", "content"],
    ),
    errors: withCallErrors(
      pathOutsideWorkspace,
      invalidPath,
      toolError("path_is_directory", "A directory already exists at that path."),
      toolError("parent_is_a_file", "A file exists where the path needs a directory."),
      fileTooLarge,
    ),
  },
  {
    ...workspace,
    name: "workspace.delete_file",
    description: "Delete one file from the workspace. Returns the deleted path. Directories are not deleted.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema({ path: workspacePath }, ["path"]),
    errors: withCallErrors(pathOutsideWorkspace, invalidPath, fileNotFound),
  },
  {
    ...workspace,
    name: "workspace.edit",
    description:
      "Edit a file in place by replacing exact text. Edits apply in order and all or none: when one `oldText` is " +
      "missing or ambiguous, the file is left unchanged. Returns a unified diff of the change.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        path: workspacePath,
        edits: {
          type: "array",
          minItems: 1,
          description: "The replacements to make, applied one after the other.",
          items: objectSchema(
            {
              oldText: { type: "string", minLength: 1, description: "Exact text to find, whitespace included." },
              newText: { type: "string", description: "Text to put in its place; an empty string deletes it." },
              replaceAll: {
                type: "boolean",
                default: false,
                description: "Replace every occurrence; otherwise `oldText` must occur exactly once.",
              },
            },
            ["oldText", "newText"],
            "One replacement.",
          ),
        },
      },
      ["path", "edits"],
    ),
    errors: withCallErrors(
      pathOutsideWorkspace,
      invalidPath,
      fileNotFound,
      toolError("edit_text_not_found", "An edit's `oldText` does not occur in the file."),
      toolError("edit_text_ambiguous", "An edit's `oldText` occurs more than once and `replaceAll` is not set."),
      toolError("file_holds_secret", "The file holds a secret's value (shown as [REDACTED]), so it is not edited in place; nothing was edited."),
      fileTooLarge,
    ),
  },
  {
    ...workspace,
    name: "workspace.search",
    description:
      "Search the text of the workspace's files. Returns matching lines as `path:line: text`, at most " +
      "`maxResults`, and says when more matched.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema(
      {
        query: { type: "string", minLength: 1, description: "Text to find; a regular expression when `regex` is true." },
        path: { type: "string", description: "Directory to search, relative to the workspace root; defaults to the root." },
        glob: { type: "string", description: "Only files whose path matches this glob, e.g. `**/*.ts`." },
        regex: { type: "boolean", default: false, description: "Read `query` as a regular expression (RE2 syntax: no backreferences or lookaround)." },
        caseSensitive: { type: "boolean", default: false, description: "Match letter case exactly." },
        maxResults: limitProperty("matching lines", 500, 100),
      },
      ["query"],
    ),
    errors: withCallErrors(
      pathOutsideWorkspace,
      invalidPath,
      toolError("invalid_pattern", "`regex` is true and `query` is not a valid regular expression."),
      toolError("pattern_unsupported", "`query` uses a backreference or lookaround, which RE2 (linear-time matching) does not support."),
    ),
  },
  {
    ...workspace,
    name: "workspace.run_command",
    description:
      "Run a shell command in the workspace. Returns its exit code, then its standard output and standard error. " +
      "The command may change files.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        command: { type: "string", minLength: 1, description: "The command line, run by `sh -c`." },
        workingDirectory: {
          type: "string",
          description: "Directory to run in, relative to the workspace root; defaults to the root.",
        },
        timeoutSeconds: {
          type: "integer",
          minimum: 1,
          maximum: 600,
          default: 120,
          description: "Seconds before the command is stopped; defaults to 120.",
        },
      },
      ["command"],
    ),
    errors: withCallErrors(
      pathOutsideWorkspace,
      toolError("command_timed_out", "The command ran past `timeoutSeconds` and was stopped; its output so far is returned."),
    ),
  },
  {
    ...workspace,
    name: "workspace.git_commit",
    description:
      "Commit changes in a git repository of the workspace. Stages the given paths (or every change) and " +
      "commits them. Returns the new commit's hash and the files it holds.",
    access: "write",
    retry: "unsafe",
    inputSchema: toolInputSchema(
      {
        message: { type: "string", minLength: 1, description: "The commit message." },
        paths: {
          type: "array",
          items: { type: "string", description: "A path relative to the repository." },
          description: "Paths to stage; omit to commit every change.",
        },
        repository: repositoryPath,
      },
      ["message"],
    ),
    errors: withCallErrors(pathOutsideWorkspace, notARepository, toolError("nothing_to_commit", "There are no changes to commit.")),
  },
  {
    ...workspace,
    name: "workspace.git_push",
    description:
      "Push the current branch of a git repository of the workspace to its remote. Returns the remote, the " +
      "branch and the pushed commit. Pushing what the remote already has changes nothing.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({
      remote: { type: "string", default: "origin", description: "Remote to push to; defaults to `origin`." },
      branch: { type: "string", description: "Branch to push; defaults to the current branch." },
      repository: repositoryPath,
    }),
    errors: withCallErrors(
      pathOutsideWorkspace,
      notARepository,
      toolError("push_rejected", "The remote refused the push, e.g. because it holds commits this branch lacks."),
    ),
  },
];

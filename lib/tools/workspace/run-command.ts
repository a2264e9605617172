// Issue 21, item 1: workspace.run_command. The agent's workspace (PostgreSQL) is laid out in a fresh sandbox
// folder, the command runs there by `sh -c` in the one sandbox of lib/sandbox — that folder its only
// writable place, no network, the system read-only, its own PID namespace, memory and processes limited —
// and what it left is written back: changed and new text files saved, removed files deleted. Where no
// sandbox can be made (TOLLGATE_SANDBOX=off included) it is `sandbox_unavailable`: a model's command never
// runs bare. Unsafe (seed "built-in tools", Retry safety): a repeat would act again, so it is never repeated.

import { randomUUID } from "node:crypto";
import { ToolError, type ToolContext, type ToolOutput } from "@/lib/runtime/ports";
import { removeSandboxFolders, sandboxedCommand, sandboxFolderOf, sandboxStatus, SANDBOX_UNAVAILABLE } from "@/lib/sandbox/sandbox";
import type { Settings } from "@/lib/settings/environment-schema";
import { agentScopeOf, type AgentScope } from "../agent-scope";
import type { ToolServices } from "../define/define-tool";
import { readFolder, writeFolder, type NotKept } from "./command-folder";
import { runCommandProcess, type CommandEnd } from "./command-process";
import { workspacePathOf } from "./workspace-input";
import { deleteWorkspaceFile, readWorkspaceFiles, saveWorkspaceFile, withWorkspaceLock } from "./workspace-store";
import { WORKSPACE_ROOT } from "./workspace-path";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type RunCommandInput = { command: string; workingDirectory?: string; timeoutSeconds: number };

/** `sh -c` in the working directory (made when missing; directories are implied by files), then the command. */
const SHELL_IN_DIRECTORY = 'mkdir -p -- "$1" 2>/dev/null; cd -- "$1" || exit 126; shift; exec /bin/sh -c "$1"';

type WorkspaceChanges = { written: string[]; deleted: string[]; notKept: NotKept[] };

async function saveChanges(db: PrismaClient, scope: AgentScope, before: Map<string, string>, folder: string, settings: Settings, now: Date): Promise<WorkspaceChanges> {
  const after = await readFolder(folder, settings.WORKSPACE_FILE_MAX_BYTES);
  const unreadable = new Set(after.notKept.map((entry) => entry.path));
  const deleted = [...before.keys()].filter((path) => !after.files.has(path) && !unreadable.has(path));
  const changed = [...after.files].filter(([path, content]) => before.get(path) !== content);
  const notKept = [...after.notKept];
  const written: string[] = [];
  await withWorkspaceLock(db, scope, async (transaction) => {
    for (const path of deleted) await deleteWorkspaceFile(transaction, scope, path);
    for (const [path, content] of changed) {
      const saved = await saveWorkspaceFile(transaction, scope, path, content, now);
      if (saved.ok) written.push(path);
      else notKept.push({ path, reason: saved.message });
    }
  });
  return { written, deleted, notKept };
}

function describeChanges(changes: WorkspaceChanges): string {
  const lines: string[] = [];
  if (changes.written.length > 0) lines.push(`files written: ${changes.written.sort().join(", ")}`);
  if (changes.deleted.length > 0) lines.push(`files deleted: ${changes.deleted.sort().join(", ")}`);
  for (const entry of changes.notKept) lines.push(`not kept in the workspace: ${entry.path} (${entry.reason})`);
  return lines.join("\n");
}

function answerOf(end: CommandEnd, changes: WorkspaceChanges): string {
  const head = end.timedOut ? "exit code: none (stopped at the time limit)" : `exit code: ${end.exitCode ?? "unknown"}`;
  return [head, end.stdout.describe("stdout"), end.stderr.describe("stderr"), describeChanges(changes)].filter((part) => part !== "").join("\n");
}

export async function runCommand(input: RunCommandInput, context: ToolContext, { db, now, settings: currentSettings }: ToolServices): Promise<ToolOutput> {
  // Read first: a spread copy of the context does not carry it (ports: ToolContext.signal).
  const signal = context.signal;
  const settings = currentSettings();
  const directory = workspacePathOf(input.workingDirectory, "directory");
  const status = await sandboxStatus(settings);
  if (status.state !== "ready") {
    const reason = status.state === "off" ? "TOLLGATE_SANDBOX=off, and a command is never run outside a sandbox" : status.reason;
    throw new ToolError(SANDBOX_UNAVAILABLE, `no sandbox can be made on this machine (${reason}); the command was not run`);
  }
  const scope = agentScopeOf(context);
  const folderName = `command-${folderSafe(scope.agentId)}-${randomUUID()}`;
  try {
    const folder = await sandboxFolderOf(folderName, settings);
    if (folder === null) throw new ToolError(SANDBOX_UNAVAILABLE, "no sandbox can be made on this machine; the command was not run");
    const files = await readWorkspaceFiles(db, scope, WORKSPACE_ROOT);
    await writeFolder(folder, files, status.host.dropTo);
    const argv = await sandboxedCommand(
      { command: "/bin/sh", args: ["-c", SHELL_IN_DIRECTORY, "sh", directory === WORKSPACE_ROOT ? "." : directory, input.command], env: { LANG: "C.UTF-8" }, folderName, network: false, fileBytes: settings.COMMAND_FILE_MAX_BYTES },
      settings,
    );
    const timeLimitMs = timeLimitOf(input.timeoutSeconds, settings);
    const end = await runCommandProcess(argv, timeLimitMs, settings.COMMAND_OUTPUT_MAX_BYTES, signal);
    if (end.startError !== undefined) throw new ToolError(SANDBOX_UNAVAILABLE, `the sandbox could not be started (${end.startError}); the command was not run`);
    const changes = await saveChanges(db, scope, new Map(files.map((file) => [file.path, file.content])), folder, settings, now());
    const answer = answerOf(end, changes);
    if (end.timedOut) {
      throw new ToolError("command_timed_out", `the command ran past its time limit of ${timeLimitMs} ms and was stopped, with every process it started; its output so far:\n${answer}`);
    }
    return { text: answer, exitCode: end.exitCode ?? undefined };
  } finally {
    await removeSandboxFolders([folderName], settings);
  }
}

/** Room left under TOOL_HANDLER_TIMEOUT_MS to write the files back and answer before the runtime gives up. */
const ANSWER_BEFORE_HANDLER_TIMEOUT_MS = 5000;

/** The call's `timeoutSeconds`, held to COMMAND_TIME_LIMIT_MS and to the handler timeout less time to answer. */
export function timeLimitOf(timeoutSeconds: number, settings: Settings): number {
  const handler = settings.TOOL_HANDLER_TIMEOUT_MS;
  const handlerRoom = handler > 0 ? Math.max(1000, handler - ANSWER_BEFORE_HANDLER_TIMEOUT_MS) : Number.POSITIVE_INFINITY;
  return Math.min(timeoutSeconds * 1000, settings.COMMAND_TIME_LIMIT_MS, handlerRoom);
}

function folderSafe(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 40);
}

// The agent's workspace in PostgreSQL: one WorkspaceFile row per file, so every worker on every machine sees
// the same workspace. Every query carries the organisation and the agent (agent-scope.ts): another agent's
// file is as absent as one never written. Paths come here normalised (workspace-path.ts).

import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { utf8Bytes } from "@/lib/runtime/results/cap-bytes";
import type { AgentScope } from "../agent-scope";
import { lockFor } from "../lock-for";
import type { StoredFileSummary } from "./list-entries";
import { parentDirectoriesOf, WORKSPACE_ROOT } from "./workspace-path";

export type WorkspaceDatabase = Prisma.TransactionClient;

export type WorkspaceFileRow = { path: string; content: string; bytes: number; updatedAt: Date };

export type SaveStatus = "created" | "replaced" | "unchanged";

export type SaveOutcome = { ok: true; status: SaveStatus; bytes: number } | { ok: false; code: "path_is_directory" | "parent_is_a_file"; message: string };

export function findWorkspaceFile(database: WorkspaceDatabase, scope: AgentScope, path: string): Promise<WorkspaceFileRow | null> {
  return database.workspaceFile.findFirst({ where: { ...scope, path }, select: { path: true, content: true, bytes: true, updatedAt: true } });
}

function underDirectory(directory: string): Prisma.WorkspaceFileWhereInput {
  return directory === WORKSPACE_ROOT ? {} : { OR: [{ path: directory }, { path: { startsWith: `${directory}/` } }] };
}

/** The files at or under a directory (the directory's own path included, to tell a file from a directory). */
export function summariseWorkspaceFiles(database: WorkspaceDatabase, scope: AgentScope, directory: string): Promise<StoredFileSummary[]> {
  return database.workspaceFile.findMany({ where: { ...scope, ...underDirectory(directory) }, select: { path: true, bytes: true } });
}

export function readWorkspaceFiles(database: WorkspaceDatabase, scope: AgentScope, directory: string): Promise<{ path: string; content: string }[]> {
  return database.workspaceFile.findMany({ where: { ...scope, ...underDirectory(directory) }, select: { path: true, content: true } });
}

/**
 * Runs `work` holding the agent's workspace lock: calls of one batch run in parallel, and a write must see
 * the file and directory layout the previous one left (seed "built-in tools", Retry safety).
 */
export function withWorkspaceLock<Result>(database: PrismaClient, scope: AgentScope, work: (transaction: WorkspaceDatabase) => Promise<Result>): Promise<Result> {
  return database.$transaction(async (transaction) => {
    await lockFor(transaction, ["workspace", scope.agentId]);
    return work(transaction);
  });
}

async function layoutConflict(transaction: WorkspaceDatabase, scope: AgentScope, path: string): Promise<SaveOutcome | null> {
  const parents = parentDirectoriesOf(path);
  const parentFile = parents.length === 0 ? null : await transaction.workspaceFile.findFirst({ where: { ...scope, path: { in: parents } }, select: { path: true } });
  if (parentFile !== null) return { ok: false, code: "parent_is_a_file", message: `"${parentFile.path}" is a file, so nothing can be written inside it at "${path}"` };
  const inside = await transaction.workspaceFile.findFirst({ where: { ...scope, path: { startsWith: `${path}/` } }, select: { path: true } });
  if (inside !== null) return { ok: false, code: "path_is_directory", message: `"${path}" is a directory (it holds "${inside.path}"); choose a file name inside it` };
  return null;
}

/** Creates or replaces one file; call inside withWorkspaceLock. The same content again is `unchanged`. */
export async function saveWorkspaceFile(transaction: WorkspaceDatabase, scope: AgentScope, path: string, content: string, now: Date): Promise<SaveOutcome> {
  const bytes = utf8Bytes(content);
  const existing = await transaction.workspaceFile.findFirst({ where: { ...scope, path }, select: { id: true, content: true } });
  if (existing !== null) {
    if (existing.content === content) return { ok: true, status: "unchanged", bytes };
    await transaction.workspaceFile.update({ where: { id: existing.id }, data: { content, bytes, updatedAt: now } });
    return { ok: true, status: "replaced", bytes };
  }
  const conflict = await layoutConflict(transaction, scope, path);
  if (conflict !== null) return conflict;
  await transaction.workspaceFile.create({ data: { ...scope, path, content, bytes, createdAt: now, updatedAt: now } });
  return { ok: true, status: "created", bytes };
}

/** True when a file was deleted; a directory is never deleted. */
export async function deleteWorkspaceFile(database: WorkspaceDatabase, scope: AgentScope, path: string): Promise<boolean> {
  const deleted = await database.workspaceFile.deleteMany({ where: { ...scope, path } });
  return deleted.count > 0;
}

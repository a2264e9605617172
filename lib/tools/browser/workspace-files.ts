// Downloads into, and uploads out of, the agent's workspace (the WorkspaceFile store of lib/tools/workspace,
// which holds text). A download is saved under `downloads/` by a safe name of one segment — never a path a
// server or a page chose — and only when it is text within WORKSPACE_FILE_MAX_BYTES.

import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AgentScope } from "../agent-scope";
import { ToolError } from "@/lib/runtime/ports";
import { normaliseWorkspacePath } from "../workspace/workspace-path";
import { findWorkspaceFile, saveWorkspaceFile, withWorkspaceLock, type SaveStatus } from "../workspace/workspace-store";
import type { FileToUpload } from "./helper-protocol";

export const DOWNLOADS_DIRECTORY = "downloads";
const NAME_MAX_CHARACTERS = 120;

/** One file name of safe characters: no directory, no leading dot, no control characters. */
export function safeFileName(raw: string | null | undefined, fallback = "download"): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[. ]+/, "")
    .trim();
  if (cleaned === "" || /^_+$/.test(cleaned)) return fallback;
  if (cleaned.length <= NAME_MAX_CHARACTERS) return cleaned;
  const extension = path.extname(cleaned).slice(0, 16);
  return cleaned.slice(0, NAME_MAX_CHARACTERS - extension.length) + extension;
}

/** The bytes as UTF-8 text, or null when they are not text (invalid UTF-8, or a NUL byte). */
export function textOf(bytes: Buffer): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\u0000") ? null : text;
  } catch {
    return null;
  }
}

export type SavedDownload = { path: string; bytes: number; status: SaveStatus };

export async function saveDownload(db: PrismaClient, scope: AgentScope, name: string, bytes: Buffer, now: Date): Promise<SavedDownload> {
  const text = textOf(bytes);
  if (text === null) throw new ToolError("not_text", `${name} (${bytes.length} bytes) is not text, and the workspace holds text files only; nothing was saved`);
  const file = `${DOWNLOADS_DIRECTORY}/${name}`;
  const saved = await withWorkspaceLock(db, scope, (transaction) => saveWorkspaceFile(transaction, scope, file, text, now));
  if (!saved.ok) throw new ToolError("download_failed", `${saved.message}; nothing was saved`);
  return { path: file, bytes: saved.bytes, status: saved.status };
}

const MIME_TYPES: Record<string, string> = {
  ".txt": "text/plain", ".md": "text/markdown", ".csv": "text/csv", ".json": "application/json", ".html": "text/html",
  ".htm": "text/html", ".xml": "application/xml", ".svg": "image/svg+xml", ".js": "text/javascript", ".css": "text/css",
};

export async function filesToUpload(db: PrismaClient, scope: AgentScope, paths: readonly string[]): Promise<FileToUpload[]> {
  const files: FileToUpload[] = [];
  for (const raw of paths) {
    const normalised = normaliseWorkspacePath(raw, "file");
    if (!normalised.ok) throw new ToolError(normalised.code, normalised.reason);
    const file = await findWorkspaceFile(db, scope, normalised.path);
    if (file === null) throw new ToolError("file_not_found", `no file "${normalised.path}" in the workspace; nothing was uploaded`);
    const name = path.posix.basename(file.path);
    files.push({ name, mimeType: MIME_TYPES[path.extname(name).toLowerCase()] ?? "text/plain", base64: Buffer.from(file.content, "utf8").toString("base64") });
  }
  return files;
}

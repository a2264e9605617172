import "server-only";
import type { Database } from "../db";

// Issue 10 (results): non-text media a tool returned — an MCP image or audio part — is stored by ref, shown in
// the timeline and never previewed: the result the model reads names each medium in one line instead of
// carrying its bytes. A retried attempt writes the same positions again (one row per call and position).

export type MediumToStore = { kind: "image" | "audio"; mimeType: string; data: Buffer };

export type MediaOwner = { organisationId: string; runId: string | null; callId: string };

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The line a result carries for a stored medium. */
export function mediumLine(medium: { kind: string; mimeType: string; bytes: number; id: string }): string {
  return `[${medium.kind} ${medium.mimeType}, ${sizeText(medium.bytes)}, stored as media ${medium.id}; shown in the run timeline]`;
}

/**
 * Issue 16, item 6: a medium whose type says it is text (text/*, JSON, XML, and their `+json`/`+xml` kinds,
 * whatever part type the server used to send it) is text a person downloads: it passes the call's redactor
 * before it is stored, as the result's text does.
 */
export function isTextLikeMedia(mimeType: string): boolean {
  const type = mimeType.toLowerCase().split(";")[0].trim();
  return type.startsWith("text/") || /^application\/(json|xml|javascript|x-www-form-urlencoded|yaml|x-yaml|toml|x-sh|sql)$/.test(type) || /\+(json|xml)$/.test(type);
}

function storedBytes(medium: MediumToStore, redact: ((text: string) => string) | undefined): Uint8Array<ArrayBuffer> {
  if (redact === undefined || !isTextLikeMedia(medium.mimeType)) return new Uint8Array(medium.data);
  return new Uint8Array(Buffer.from(redact(medium.data.toString("utf8")), "utf8"));
}

/** Stores each medium of a call (text-like ones redacted with `redact`) and returns the lines that name them, in order. */
export async function storeMedia(database: Database, owner: MediaOwner, media: readonly MediumToStore[], redact?: (text: string) => string): Promise<string[]> {
  const lines: string[] = [];
  for (const [position, medium] of media.entries()) {
    const data = storedBytes(medium, redact);
    const row = await database.storedMedia.upsert({
      where: { callId_position: { callId: owner.callId, position } },
      create: { ...owner, position, kind: medium.kind, mimeType: medium.mimeType, bytes: data.byteLength, data },
      update: { kind: medium.kind, mimeType: medium.mimeType, bytes: data.byteLength, data },
      select: { id: true, kind: true, mimeType: true, bytes: true },
    });
    lines.push(mediumLine(row));
  }
  return lines;
}

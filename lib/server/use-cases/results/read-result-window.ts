import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ResultWindow, ResultWindowQuery } from "@/lib/contracts/result-window";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";

/** A window of `limit` characters from `offset`, counted in code points so a window never splits a character. */
export function textWindow(text: string, offset: number, limit: number): { text: string; totalChars: number } {
  const characters = Array.from(text);
  return { text: characters.slice(offset, offset + limit).join(""), totalChars: characters.length };
}

/** CONTRACT.md, Stored results: a ref of another organisation, or none at all → the same 404 `not_found`. */
export async function readResultWindow(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  ref: string,
  query: ResultWindowQuery,
): Promise<ResultWindow> {
  const stored = await database.storedResult.findFirst({ where: { ref, organisationId: principal.organisationId } });
  if (stored === null) throw new AppError("not_found", "No stored result has this ref.");
  const window = textWindow(stored.text, query.offset, query.limit);
  const end = query.offset + query.limit;
  return {
    ref: stored.ref,
    tool: stored.tool,
    text: window.text,
    offset: query.offset,
    limit: query.limit,
    totalChars: window.totalChars,
    truncated: stored.truncated,
    nextOffset: end < window.totalChars ? end : null,
    createdAt: stored.createdAt.toISOString(),
  };
}

// The stored results a call may read: those of its own conversation and organisation, by ref.
// Seed "tool rules", Reading stored results: a ref from another conversation, another organisation or
// nowhere is refused identically, so a turn cannot learn whether a guessed identifier was real — one
// query with every condition in it, one text whatever the reason (a call without a conversation too).

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ToolError, type ToolContext } from "@/lib/runtime/ports";
import { redactionOf } from "@/lib/runtime/results/redact-in-handler";
import { withoutTrailer } from "@/lib/runtime/results/trailer";

export const RESULT_NOT_FOUND = "result_not_found";

export const resultNotFoundText =
  "no stored result of this conversation has that ref. A ref comes from `_toolResultContext.ref` or a call's " +
  "`ref` in this conversation; read_transcript lists the refs of earlier turns.";

/** A stored result as the search and read tools see it: the result itself, without its trailer. */
export type ReadableResult = { ref: string; tool: string; text: string; truncated: boolean };

export function resultNotFound(): ToolError {
  return new ToolError(RESULT_NOT_FOUND, resultNotFoundText);
}

/** Every ref's result, in the order asked; any ref out of reach refuses the whole call, naming none. */
export async function conversationResults(db: PrismaClient, context: ToolContext, refs: readonly string[]): Promise<ReadableResult[]> {
  if (context.conversationId === null) throw resultNotFound();
  const rows = await db.storedResult.findMany({
    where: { ref: { in: [...refs] }, conversationId: context.conversationId, organisationId: context.organisationId },
    select: { ref: true, tool: true, text: true, truncated: true },
  });
  const byRef = new Map(rows.map((row) => [row.ref, row]));
  // Issue 8, item 3: a result stored before one of its values became a secret is read and searched redacted,
  // so neither a window nor a search (a hit against a miss on a guessed prefix) gives the value away.
  const redact = redactionOf(context);
  return refs.map((ref) => {
    const row = byRef.get(ref);
    if (row === undefined) throw resultNotFound();
    // The trailer is the budget line of the turn that stored it, not part of what the tool returned.
    return { ref: row.ref, tool: row.tool, text: redact(withoutTrailer(row.text)), truncated: row.truncated };
  });
}

// The stored result a ref names, for write_file's export and run_code's toolResults. Seed "tool rules":
// lookups stay within the conversation and read the stored stamped string (ONE-PRODUCT "One result
// pipeline"), without its trailer. Seed "Exporting stored text": failed calls, read windows and records
// marked truncated are refused; seed "Untrusted output": a ref from another conversation, another
// organisation or nowhere is refused identically, so a guessed ref teaches nothing.

import type { Prisma } from "@/lib/generated/prisma/client";
import { withoutTrailer } from "@/lib/runtime/results/trailer";
import { RESULT_NOT_FOUND, resultNotFoundText } from "../results/conversation-results";

/**
 * Results that are windows onto something larger: a slice of another stored result, matches around a
 * query, turns of a transcript, some lines of a file. Exporting one would write a fragment as if whole.
 */
export const READ_WINDOW_TOOLS: ReadonlySet<string> = new Set([
  "read_tool_result",
  "search_tool_results",
  "read_transcript",
  "read_file",
  "workspace.read_file",
]);

export type ResultScope = { organisationId: string; conversationId: string | null };

export type SourceRefusalCode = typeof RESULT_NOT_FOUND | "result_call_failed" | "result_read_window" | "result_truncated";

export type ResultSource = { ok: true; ref: string; tool: string; body: string } | { ok: false; code: SourceRefusalCode; message: string };

const refused = (code: SourceRefusalCode, message: string): ResultSource => ({ ok: false, code, message });

export async function findResultSource(database: Prisma.TransactionClient, scope: ResultScope, ref: string): Promise<ResultSource> {
  // The very words read_tool_result uses: one text whatever the reason, across every tool that takes a ref.
  const notFound = refused(RESULT_NOT_FOUND, resultNotFoundText);
  // A call with no conversation (a playground call without one) has no stored results to name.
  if (scope.conversationId === null) return notFound;
  const stored = await database.storedResult.findFirst({
    where: { ref, organisationId: scope.organisationId, conversationId: scope.conversationId },
    select: { ref: true, tool: true, text: true, truncated: true, callId: true },
  });
  if (stored === null) return notFound;
  // Every stored result has its call record (the loop's and the playground's); one without is not trusted.
  const call = stored.callId === null ? null : await database.toolCall.findFirst({ where: { id: stored.callId, organisationId: scope.organisationId }, select: { outcome: true } });
  if (call?.outcome !== "ok") {
    return refused("result_call_failed", `the call behind ${JSON.stringify(ref)} (${stored.tool}) did not succeed, so its stored text is an error, not a result`);
  }
  if (READ_WINDOW_TOOLS.has(stored.tool)) {
    return refused("result_read_window", `${JSON.stringify(ref)} is a read window (${stored.tool}), a part of something larger; use the ref of the original result`);
  }
  if (stored.truncated) {
    return refused("result_truncated", `the stored result ${JSON.stringify(ref)} is marked truncated: it was cut at the result byte cap and does not hold the whole output`);
  }
  return { ok: true, ref: stored.ref, tool: stored.tool, body: withoutTrailer(stored.text) };
}

/** A refusal's text with what did not happen, e.g. "…; nothing was written". */
export function withConsequence(message: string, consequence: string): string {
  return `${message.replace(/\.$/, "")}; ${consequence}`;
}

// search_tool_results: the windows around a query's matches in stored results of this conversation
// (seed "tool rules", Searching a stored result). No knowledge passages, embeddings, summaries or cache:
// the stored text is searched as it is, each time.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { compactJsonList } from "../json-text";
import { conversationResults } from "./conversation-results";
import { findMatches } from "./find-matches";
import { fitWindows, windowsAround, type SearchedText } from "./match-windows";
import type { MatchMode } from "./text-match";

type SearchInput = { refs: string[]; query: string; match: MatchMode; contextChars: number; maxChars: number };

export async function searchToolResults(
  { refs, query, match, contextChars, maxChars }: SearchInput,
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const results = await conversationResults(services.db, context, refs);
  const searched: SearchedText[] = results.map((result) => ({
    ref: result.ref,
    text: result.text,
    windows: windowsAround(result.text, findMatches(result.text, query, match), contextChars),
  }));
  const fitted = fitWindows(searched, maxChars);
  // Seed "Shared rules": a search that ran and matched nothing is an absence, reported apart from hits
  // (an outage — the search never ran — is the call's error instead).
  const absent = searched.filter((entry) => entry.windows.length === 0).map((entry) => entry.ref);
  const head = {
    query,
    match,
    absent,
    windowsLeftOut: fitted.windowsLeftOut,
    ...(fitted.windowsLeftOut > 0 ? { hint: "maxChars was spent: raise it, narrow the query, or search fewer refs." } : {}),
  };
  // One line per window: still JSON, and a long answer stays easy to scan.
  return compactJsonList(head, "windows", fitted.windows);
}

// search_tool_results: the windows around a query's matches in stored results of this conversation
// (seed "tool rules", Searching a stored result). No knowledge passages, embeddings, summaries or cache:
// the stored text is searched as it is, each time.

import type { ToolHandler } from "@/lib/runtime/ports";
import { compactJsonList } from "../json-text";
import { optionalInteger, optionalString, optionalStringList, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";
import { conversationResults } from "./conversation-results";
import { findMatches } from "./find-matches";
import { fitWindows, windowsAround, type SearchedText } from "./match-windows";
import type { MatchMode } from "./text-match";

export const DEFAULT_CONTEXT_CHARS = 200;
export const DEFAULT_MAX_CHARS = 4000;

function modeOf(value: string | undefined): MatchMode {
  return value === "exact" ? "exact" : "fuzzy";
}

export function searchToolResults(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const refs = optionalStringList(input, "refs") ?? [];
    const query = requiredString(input, "query");
    const match = modeOf(optionalString(input, "match"));
    const contextChars = optionalInteger(input, "contextChars") ?? DEFAULT_CONTEXT_CHARS;
    const maxChars = optionalInteger(input, "maxChars") ?? DEFAULT_MAX_CHARS;
    const results = await conversationResults(dependencies.db, context, refs);
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
  };
}

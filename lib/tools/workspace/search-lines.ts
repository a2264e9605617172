// workspace.search over the files it is given: matching lines as `path:line: text`, at most `maxResults`,
// saying when more matched. Pure; an absence (nothing matched) is reported as such, not as an error.

import { globMatcher } from "./glob-pattern";
import { linesOf } from "./read-window";

export const MAX_SHOWN_LINE_LENGTH = 300;

export type SearchRequest = { query: string; regex: boolean; caseSensitive: boolean; maxResults: number; glob?: string; scope: string };

export type SearchOutcome = { ok: true; text: string } | { ok: false; code: "invalid_pattern"; message: string };

function expressionFor(request: SearchRequest): RegExp | string {
  const flags = request.caseSensitive ? "" : "i";
  if (!request.regex) return new RegExp(request.query.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags);
  try {
    return new RegExp(request.query, flags);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function shown(line: string): string {
  return line.length > MAX_SHOWN_LINE_LENGTH ? `${line.slice(0, MAX_SHOWN_LINE_LENGTH)}…` : line;
}

export function searchLines(files: readonly { path: string; content: string }[], request: SearchRequest): SearchOutcome {
  const expression = expressionFor(request);
  if (typeof expression === "string") return { ok: false, code: "invalid_pattern", message: `the query is not a valid regular expression: ${expression}` };
  const included = request.glob === undefined ? () => true : globMatcher(request.glob);
  const matches: string[] = [];
  let matched = 0;
  const ordered = [...files].sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0));
  for (const file of ordered) {
    if (!included(file.path)) continue;
    linesOf(file.content).forEach((line, index) => {
      if (!expression.test(line)) return;
      matched += 1;
      if (matches.length < request.maxResults) matches.push(`${file.path}:${index + 1}: ${shown(line)}`);
    });
  }
  const where = request.scope === "" ? "the workspace" : `"${request.scope}"`;
  if (matched === 0) return { ok: true, text: `No line in ${where} matches ${JSON.stringify(request.query)}.` };
  const more = matched - matches.length;
  return { ok: true, text: more > 0 ? `${matches.join("\n")}\n[${more} more matching lines not shown: narrow the search or raise maxResults]` : matches.join("\n") };
}

// workspace.search over the files it is given: matching lines as `path:line: text`, at most `maxResults`,
// saying when more matched. Pure; an absence (nothing matched) is reported as such, not as an error.

import { compileUserPattern, literalPattern, patternRefusalText, type PatternOutcome, type PatternRefusal } from "@/lib/runtime/patterns/user-pattern";
import { globMatcher } from "./glob-pattern";
import { linesOf } from "./read-window";

export const MAX_SHOWN_LINE_LENGTH = 300;

export type SearchRequest = { query: string; regex: boolean; caseSensitive: boolean; maxResults: number; glob?: string; scope: string };

export type SearchOutcome = { ok: true; text: string } | { ok: false; code: PatternRefusal["code"]; message: string };

// Both the query and the glob run on RE2, whose time is linear in the text (issue 8, item 4).
function expressionFor(request: SearchRequest): PatternOutcome {
  const options = { caseSensitive: request.caseSensitive };
  return request.regex ? compileUserPattern(request.query, options) : { ok: true, pattern: literalPattern(request.query, options) };
}

function refused(subject: string, refusal: PatternRefusal): SearchOutcome {
  return { ok: false, code: refusal.code, message: patternRefusalText(subject, refusal) };
}

function shown(line: string): string {
  return line.length > MAX_SHOWN_LINE_LENGTH ? `${line.slice(0, MAX_SHOWN_LINE_LENGTH)}…` : line;
}

export function searchLines(files: readonly { path: string; content: string }[], request: SearchRequest): SearchOutcome {
  const expression = expressionFor(request);
  if (!expression.ok) return refused("the query", expression);
  const glob = request.glob === undefined ? null : globMatcher(request.glob);
  if (glob?.ok === false) return refused("the glob", glob);
  const included = glob === null ? () => true : glob.includes;
  const matches: string[] = [];
  let matched = 0;
  const ordered = [...files].sort((left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0));
  for (const file of ordered) {
    if (!included(file.path)) continue;
    linesOf(file.content).forEach((line, index) => {
      if (!expression.pattern.test(line)) return;
      matched += 1;
      if (matches.length < request.maxResults) matches.push(`${file.path}:${index + 1}: ${shown(line)}`);
    });
  }
  const where = request.scope === "" ? "the workspace" : `"${request.scope}"`;
  if (matched === 0) return { ok: true, text: `No line in ${where} matches ${JSON.stringify(request.query)}.` };
  const more = matched - matches.length;
  return { ok: true, text: more > 0 ? `${matches.join("\n")}\n[${more} more matching lines not shown: narrow the search or raise maxResults]` : matches.join("\n") };
}

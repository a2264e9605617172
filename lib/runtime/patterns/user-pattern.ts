// Every pattern a user or a model writes — workspace.search's `query` (regex: true) and `glob`, the literal
// queries of the searches, the `pattern` of a schema a connector or a saved script brings — is compiled
// here, and runs on RE2 (re2js), whose matching time is linear in the text. A native RegExp backtracks:
// `(a+)+$` over 30 characters held every request of the server for 11 s (issue 8, item 4), and a handler's
// timeout cannot stop synchronous code. Nothing outside this folder compiles a user's pattern.

import { RE2JS, RE2JSException } from "re2js";
import { unsupportedSyntaxOf } from "./unsupported-syntax";

export type TextSpan = { start: number; end: number };

export type UserPattern = {
  /** Whether the pattern matches somewhere in the text. */
  test(text: string): boolean;
  /** Whether the pattern matches the whole text. */
  testWhole(text: string): boolean;
  /** Every match, left to right, as spans in UTF-16 code units (JavaScript's string indices). */
  spans(text: string): TextSpan[];
};

export type PatternRefusal = {
  ok: false;
  /** pattern_unsupported: valid JavaScript, but RE2 has no such feature; invalid_pattern: not a pattern at all. */
  code: "pattern_unsupported" | "invalid_pattern";
  /** What is wrong with it, as the end of a sentence ("missing closing ): `(`"). */
  problem: string;
};

export type PatternOutcome = { ok: true; pattern: UserPattern } | PatternRefusal;

export type PatternOptions = { caseSensitive?: boolean };

/** The one sentence a model or a person reads about a refused pattern; `subject` names it ("the query"). */
export function patternRefusalText(subject: string, refusal: PatternRefusal): string {
  if (refusal.code === "invalid_pattern") return `${subject} is not a valid regular expression: ${refusal.problem}`;
  return (
    `${subject} uses ${refusal.problem}, which is not supported: patterns run on RE2, which matches in time linear ` +
    "in the text and so has no backreferences, lookahead, lookbehind or atomic groups. Rewrite the pattern without it."
  );
}

function userPatternOf(compiled: RE2JS): UserPattern {
  return {
    test: (text) => compiled.test(text),
    testWhole: (text) => compiled.testExact(text),
    spans: (text) => Array.from(compiled.matchAll(text), (match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length })),
  };
}

function flagsOf(options: PatternOptions): number {
  return options.caseSensitive === false ? RE2JS.CASE_INSENSITIVE : 0;
}

function problemOf(error: RE2JSException): string {
  return error.message.replace(/^error parsing regexp: /, "");
}

function compiled(re2Source: string, flags: number): PatternOutcome {
  try {
    return { ok: true, pattern: userPatternOf(RE2JS.compile(re2Source, flags)) };
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    // re2js quotes the pattern with its flags spelled in (`(?i)(`); the person wrote `(`, so ask again without.
    if (flags !== 0) {
      const plain = compiled(re2Source, 0);
      if (!plain.ok) return plain;
    }
    return { ok: false, code: "invalid_pattern", problem: problemOf(error) };
  }
}

/**
 * A regular expression as a person writes it for JavaScript (`\u0041`, `(?<name>…)` are translated to
 * RE2's spelling). Case-sensitive unless `caseSensitive: false`.
 */
export function compileUserPattern(source: string, options: PatternOptions = {}): PatternOutcome {
  const unsupported = unsupportedSyntaxOf(source);
  if (unsupported !== null) return { ok: false, code: "pattern_unsupported", problem: unsupported };
  return compiled(RE2JS.translateRegExp(source), flagsOf(options));
}

/** A pattern already written in RE2's own syntax (a translated glob): refused as invalid when it is not. */
export function compileRe2Pattern(source: string, options: PatternOptions = {}): PatternOutcome {
  return compiled(source, flagsOf(options));
}

/** The text itself, every character literal. */
export function literalPattern(text: string, options: PatternOptions = {}): UserPattern {
  const outcome = compiled(RE2JS.quote(text), flagsOf(options));
  if (!outcome.ok) throw new Error(`a quoted literal did not compile: ${outcome.problem}`);
  return outcome.pattern;
}

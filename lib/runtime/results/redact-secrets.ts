// Seed "tools in a run", Results, step 2: exact-value secret redaction. Every occurrence of a secret's
// value is replaced, longest value first so a secret that contains another is not half-redacted.

import { applyOutputFilter } from "./output-filter";

export const redactionMark = "[REDACTED]";

function escapeForRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export type SecretRedactor = { redact(text: string): string; readonly count: number };

/** Builds one matcher for a set of values, so a 10 MB result is scanned once, not once per secret. */
export function createSecretRedactor(values: readonly string[]): SecretRedactor {
  const distinct = [...new Set(values.filter((value) => value.length > 0))].sort((a, b) => b.length - a.length);
  if (distinct.length === 0) return { redact: (text) => text, count: 0 };
  const pattern = new RegExp(distinct.map(escapeForRegExp).join("|"), "g");
  return { redact: (text) => text.replace(pattern, redactionMark), count: distinct.length };
}

export function redactSecrets(text: string, values: readonly string[]): string {
  return createSecretRedactor(values).redact(text);
}

/**
 * The redactor of the result pipeline. The output filter runs before redaction (seed order), so each value
 * is also matched as the filter leaves it: a key stored with CRLF line endings, or with escape codes, is
 * still redacted after the filter rewrote them.
 */
export function createResultRedactor(values: readonly string[]): SecretRedactor {
  return createSecretRedactor(values.flatMap((value) => [value, applyOutputFilter("standard", value)]));
}

// Seed "tools in a run", Results, step 2: exact-value secret redaction. Every occurrence of a secret's
// value is replaced, longest value first so a secret that contains another is not half-redacted.
// Issue 8, item 1: "exact" means every form the product itself produces from a value, not only its bytes:
// the value as written, as JSON-string escaping writes it (once, and again when a JSON text travels as a
// string inside JSON), and as the output filter leaves it (secret-forms.ts).

import { applyOutputFilter } from "./output-filter";
import { secretForms } from "./secret-forms";

export const redactionMark = "[REDACTED]";

function escapeForRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A redacted value keeps its line breaks after the mark: a multi-line key (a PEM) becomes one marked line and
 * empty lines, so the line numbers of read_file, workspace.search and a diff still name the file's own lines.
 */
function markFor(match: string): string {
  let lineBreaks = 0;
  for (const character of match) if (character === "\n") lineBreaks += 1;
  return lineBreaks === 0 ? redactionMark : redactionMark + "\n".repeat(lineBreaks);
}

export type SecretRedactor = { redact(text: string): string; readonly count: number };

/** Builds one matcher for a set of values, so a 10 MB result is scanned once, not once per secret. */
export function createSecretRedactor(values: readonly string[]): SecretRedactor {
  const nonEmpty = values.filter((value) => value.length > 0);
  const distinctValues = new Set(nonEmpty).size;
  const forms = [...new Set(nonEmpty.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return { redact: (text) => text, count: 0 };
  const pattern = new RegExp(forms.map(escapeForRegExp).join("|"), "g");
  return { redact: (text) => text.replace(pattern, markFor), count: distinctValues };
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

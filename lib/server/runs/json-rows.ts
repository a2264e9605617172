import "server-only";

/**
 * Rows for one statement, as one jsonb parameter (`jsonb_to_recordset`): issue 9, item 5 measured a row
 * batch passed as one array per column at twice the cost. Every string is made well-formed first — a lone
 * UTF-16 surrogate becomes U+FFFD, exactly what the driver does to a text parameter — because jsonb
 * refuses the `\ud800` escape JSON.stringify would write for it.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function jsonRows(rows: readonly Record<string, unknown>[]): string {
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === "string" ? value.replace(loneSurrogate, "\uFFFD") : value));
}

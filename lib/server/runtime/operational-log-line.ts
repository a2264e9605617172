import "server-only";

// Issue 16, item 7: one log entry is one line. `console.error(message, detail)` printed the detail across
// lines (util.inspect breaks an object longer than 80 characters, and a stack's newlines with it); its JSON
// keeps every field on the line, newlines escaped.

export function operationalLogLine(message: string, detail?: Record<string, unknown>): string {
  return detail === undefined ? `[tollgate] ${message}` : `[tollgate] ${message} ${JSON.stringify(detail)}`;
}

/** Arguments and other JSON as people read them: two-space indents; a raw string stays exactly as sent. */
export function formatJson(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value, null, 2);
}

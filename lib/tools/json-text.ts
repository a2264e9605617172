// Results are text a model reads: indented JSON for a few fields, one line per item for long lists.

export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** `{"<head fields>", "<key>": [\n{item},\n{item}\n]}`: still JSON, but one short line per item. */
export function compactJsonList(head: Record<string, unknown>, key: string, items: readonly unknown[]): string {
  // `{"count":3,"tools":[]}` without its closing `[]}`.
  const opening = JSON.stringify({ ...head, [key]: [] }).slice(0, -3);
  if (items.length === 0) return `${opening}[]}`;
  return `${opening}[\n${items.map((item) => JSON.stringify(item)).join(",\n")}\n]}`;
}

import "server-only";

export type TextPath = (string | number)[];

/**
 * The path of the first string or object key in a parsed value that `isBad` flags, or null. Keys are
 * checked as well as values: both reach PostgreSQL text and jsonb.
 */
export function findTextPath(value: unknown, isBad: (text: string) => boolean, path: TextPath = []): TextPath | null {
  if (typeof value === "string") return isBad(value) ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findTextPath(item, isBad, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isBad(key)) return [...path, key];
      const found = findTextPath(item, isBad, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";

// PostgreSQL text cannot hold U+0000: a request carrying one would fail in the database as a 500.
// It is bad input, so it is refused as such (CONTRACT.md: never a 500 for bad input).

function pathOfNul(value: unknown, path: readonly (string | number)[]): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(key, [...path, key]) ?? pathOfNul(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws 422 `invalid_request` naming the first field whose text holds a NUL character. */
export function refuseNulCharacters(value: unknown, where: string): void {
  const path = pathOfNul(value, []);
  if (path === null) return;
  const field = path.join(".");
  const message = "Text may not contain the NUL character (U+0000).";
  throw new AppError("invalid_request", `${field === "" ? where : field} is invalid: ${message}`, {
    details: [{ path: field, message }],
  });
}

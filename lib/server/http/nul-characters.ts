import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { findTextPath } from "./text-paths";

// PostgreSQL text cannot hold U+0000: a request carrying one would fail in the database as a 500.
// It is bad input, so it is refused as such (CONTRACT.md: never a 500 for bad input).

/** Throws 422 `invalid_request` naming the first field whose text holds a NUL character. */
export function refuseNulCharacters(value: unknown, where: string): void {
  const path = findTextPath(value, (text) => text.includes("\u0000"));
  if (path === null) return;
  const field = path.join(".");
  const message = "Text may not contain the NUL character (U+0000).";
  throw new AppError("invalid_request", `${field === "" ? where : field} is invalid: ${message}`, {
    details: [{ path: field, message }],
  });
}

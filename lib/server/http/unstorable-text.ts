import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { findTextPath } from "./text-paths";

// PostgreSQL text cannot hold U+0000, and neither text nor jsonb a lone UTF-16 surrogate (JSON allows
// `"\ud800"`): a request carrying one would fail in the database as a 500. It is bad input, so it is
// refused as such (CONTRACT.md: never a 500 for bad input). Issue 8, item 12: the decoded strings are
// checked, never their escapes, so `"\\ud800"` (a backslash, then "ud800") is ordinary text.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problems = [
  { isBad: (text: string) => text.includes("\u0000"), message: "Text may not contain the NUL character (U+0000)." },
  { isBad: (text: string) => LONE_SURROGATE.test(text), message: "Text may not hold a lone UTF-16 surrogate, which is not text and cannot be stored." },
];

/** Throws 422 `invalid_request` naming the first string or key (of a body, the path or the query) that cannot be stored. */
export function refuseUnstorableText(value: unknown, where: string): void {
  for (const { isBad, message } of problems) {
    const path = findTextPath(value, isBad);
    if (path === null) continue;
    const field = path.join(".");
    throw new AppError("invalid_request", `${field === "" ? where : field} is invalid: ${message}`, { details: [{ path: field, message }] });
  }
}

import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/contracts/api-error";

/** One bad field of a request: `{ path: "flags.browser", message }` (CONTRACT.md: details name each bad field). */
export type FieldProblem = { path: string; message: string };

export type RequestPart = "body" | "query";

function pathOf(segments: readonly PropertyKey[]): string {
  return segments.map((segment) => String(segment)).join(".");
}

function messageOf(issue: z.core.$ZodIssue): string {
  // Zod's own words for a missing field are "expected string, received undefined"; people say "required".
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "Required.";
  return issue.message;
}

/** Every issue as a field problem; an unknown key becomes a problem at that key's own path. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: "Unknown field." }));
    }
    return [{ path: pathOf(issue.path), message: messageOf(issue) }];
  });
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 422 `invalid_request`, its message naming the first bad field, its details naming every one. */
export function invalidRequest(error: z.ZodError, part: RequestPart): AppError {
  const details = fieldProblems(error);
  const first = details[0];
  const where = part === "body" ? "The request body" : "The query string";
  const message =
    first === undefined
      ? `${where} is invalid.`
      : first.path === ""
        ? `${where} is invalid: ${sentence(first.message)}`
        : `${first.path} is invalid: ${sentence(first.message)}`;
  return new AppError("invalid_request", message, { details });
}

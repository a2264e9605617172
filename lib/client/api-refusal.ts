import { problemSentence } from "@/lib/contracts/problem-wording";
import type { FieldProblem } from "./api-types";
import { ApiError } from "./api-error";

// A refusal with what the admin screens show beside the fields: CONTRACT.md, a 422 has `details` naming each
// bad field, and a refused task names the offending `tool`. The message and code stay the API's own.

export class ApiRefusal extends ApiError {
  readonly details: FieldProblem[];
  readonly tool: string | null;
  constructor(status: number, code: string, message: string, details: FieldProblem[], tool: string | null) {
    super(status, code, message);
    this.name = "ApiRefusal";
    this.details = details;
    this.tool = tool;
  }
}

function isFieldProblem(value: unknown): value is FieldProblem {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.path === "string" && typeof candidate.message === "string";
}

/** The refusal an error answer's body describes; a body that is not the contract's shape still says its status. */
export function refusalFromBody(status: number, body: unknown): ApiRefusal {
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  const fields = typeof error === "object" && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof fields.code === "string" ? fields.code : "unknown";
  const message = typeof fields.message === "string" ? fields.message : `The server answered ${status}.`;
  const details = Array.isArray(fields.details) ? fields.details.filter(isFieldProblem) : [];
  const tool = typeof fields.tool === "string" ? fields.tool : null;
  return new ApiRefusal(status, code, message, details, tool);
}

/**
 * The problem of each field the API named, by path (`name`, `flags.scripting`, `tools.2`), in people's
 * words (issue 12, item 5: "The tool-call budget must be at least 1.", not zod's "Too small: …").
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRefusal)) return {};
  const byPath: Record<string, string> = {};
  for (const problem of error.details) byPath[problem.path] ??= problemSentence(problem.path, problem.message);
  return byPath;
}

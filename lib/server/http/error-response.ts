import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { appErrorResponse, jsonResponse } from "./json-response";

export type ErrorLog = (message: string, error: unknown) => void;

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side; it was logged.";

export const consoleErrorLog: ErrorLog = (message, error) => console.error(message, error);

/**
 * An AppError keeps its status and body. Anything else is a bug or an outage: logged whole, answered with
 * 500 `internal` and no detail (CONTRACT.md: never a stack trace).
 */
export function toErrorResponse(error: unknown, log: ErrorLog, where: string): Response {
  if (error instanceof AppError) return appErrorResponse(error);
  log(`Unhandled error in ${where}`, error);
  return jsonResponse({ error: { code: "internal", message: INTERNAL_ERROR_MESSAGE } }, 500);
}

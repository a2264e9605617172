import { refusalSentence } from "@/lib/contracts/problem-wording";
import { ApiError } from "./api-error";
import { ApiRefusal } from "./api-refusal";

/** What a person reads for an error: a refusal in people's words, anything else as its message says. */
export function peopleMessage(error: unknown): string {
  if (error instanceof ApiRefusal) return refusalSentence(error.code, error.message, error.details);
  if (error instanceof ApiError) return refusalSentence(error.code, error.message);
  if (error instanceof TypeError) return "The console could not reach the server. Check that it is running, then try again.";
  return error instanceof Error ? error.message : String(error);
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";

/**
 * The request's JSON body. An empty body reads as `{}`, so a schema names the missing fields (422) rather
 * than the client hearing about JSON it never meant to send. Text that is not JSON is 400 `invalid_json`.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
}

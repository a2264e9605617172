// The console's one way to call the API: same-origin, with the session cookie; an error answer becomes
// an ApiRefusal (an ApiError) carrying the contract's code and message, and the `details` and `tool` a form
// shows beside the field or tool they name.

import { ApiError } from "./api-error";
import { refusalFromBody } from "./api-refusal";

export { ApiError };

export async function fetchJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers: init.body === undefined ? undefined : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, "unreadable_response", `The server answered ${response.status} with something that is not JSON.`);
  }
  if (!response.ok) throw refusalFromBody(response.status, parsed);
  return parsed as T;
}

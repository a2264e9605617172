import { refusalFromBody } from "./api-refusal";
import { ApiError } from "./fetch-json";

// The admin screens' writes: as fetchJson (same origin, the session cookie), but a refusal keeps its
// `details` and `tool`, so a form can put each message beside the field or tool it names.

export async function submitJson<T>(path: string, init: { method: "POST" | "PATCH" | "DELETE"; body?: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init.method,
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

import type { SessionUser } from "./api-types";
import { fetchJson } from "./fetch-json";

/** POST /v1/session: on success the API sets the session cookie; a wrong password throws its 401 message. */
export function signIn(email: string, password: string): Promise<{ user: SessionUser }> {
  return fetchJson<{ user: SessionUser }>("/v1/session", { method: "POST", body: { email, password } });
}

/** Only a path of this site: never `//host` or an absolute URL, so `?next=` cannot send anyone away. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/playground";
  return next;
}

import type { SessionUser } from "./api-types";
import { fetchJson } from "./fetch-json";
import { apiPaths } from "./api-paths";

/** POST /v1/session: on success the API sets the session cookie; a wrong password throws its 401 message. */
export function signIn(email: string, password: string): Promise<{ user: SessionUser }> {
  return fetchJson<{ user: SessionUser }>(apiPaths.session(), { method: "POST", body: { email, password } });
}

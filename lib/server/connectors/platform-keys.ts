import "server-only";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 10: platform logins (`platform: true`) are served by a key the operator configures in
// TOLLGATE_PLATFORM_KEYS, comma-separated `connector=key` entries (`github=ghp_…,slack=xoxb-…`). A platform
// login of a connector with a key connects with it: HTTP as `Authorization: Bearer <key>`, stdio as the
// environment variable TOLLGATE_PLATFORM_KEY. Seed "tools in a run": a disconnected platform login served
// by a platform key starts the run without the connector's tools instead of failing it.

/** The environment variable a stdio server reads its platform key from. */
export const PLATFORM_KEY_VARIABLE = "TOLLGATE_PLATFORM_KEY";

/** The operator's key for the connector of this name, or null when none is configured. */
export function platformKeyFor(connectorName: string): string | null {
  return readSettings().TOLLGATE_PLATFORM_KEYS.get(connectorName) ?? null;
}

/** True when a platform key is configured for the connector (run start: "served by a platform key"). */
export function platformKeyServes(connectorName: string): boolean {
  return platformKeyFor(connectorName) !== null;
}

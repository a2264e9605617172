import "server-only";
import type { ConnectorRunStart } from "@/lib/runtime/ports/loop-dependencies";
import type { Settings } from "@/lib/settings/environment-schema";
import { listLogin } from "../connectors/list-login";
import type { Database } from "../db";

// Issue 10, run start (lib/runtime/loop/start-connectors.ts decides): a connected login whose stored list is
// older than CONNECTOR_LIST_MAX_AGE_SECONDS is listed again, all such logins side by side. A listing that
// fails keeps the stored list and records the error on the login (listLogin); the run goes on with it.

/** `settings`: the loop's getter (create-loop-dependencies.ts), read at each run start. */
export function createConnectorRunStart(database: Database, settings: () => Settings): ConnectorRunStart {
  return {
    get maxListAgeMs() {
      return settings().CONNECTOR_LIST_MAX_AGE_SECONDS * 1000;
    },
    async relist(loginIds) {
      await Promise.all(loginIds.map((loginId) => listLogin(database, loginId)));
    },
  };
}

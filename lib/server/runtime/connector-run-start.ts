import "server-only";
import type { ConnectorRunStart } from "@/lib/runtime/ports/loop-dependencies";
import { readSettings } from "@/lib/settings/read-settings";
import { listLogin } from "../connectors/list-login";
import type { Database } from "../db";

// Issue 10, run start (lib/runtime/loop/start-connectors.ts decides): a connected login whose stored list is
// older than CONNECTOR_LIST_MAX_AGE_SECONDS is listed again, all such logins side by side. A listing that
// fails keeps the stored list and records the error on the login (listLogin); the run goes on with it.

export function createConnectorRunStart(database: Database): ConnectorRunStart {
  return {
    get maxListAgeMs() {
      return readSettings().CONNECTOR_LIST_MAX_AGE_SECONDS * 1000;
    },
    async relist(loginIds) {
      await Promise.all(loginIds.map((loginId) => listLogin(database, loginId)));
    },
  };
}

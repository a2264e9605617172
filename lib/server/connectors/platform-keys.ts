import "server-only";
import type { TransportConfig } from "@/lib/connectors/connector-types";
import type { PlatformTarget } from "@/lib/settings/host-setting-kinds";
import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";
import { commandPath } from "./stdio-commands";

// Issue 10: platform logins (`platform: true`) are served by a key the operator configures in
// TOLLGATE_PLATFORM_KEYS, comma-separated `connector=key` entries (`github=ghp_…,slack=xoxb-…`). A platform
// login of a connector with a key connects with it: HTTP as `Authorization: Bearer <key>`, stdio as the
// environment variable TOLLGATE_PLATFORM_KEY. Seed "tools in a run": a disconnected platform login served
// by a platform key starts the run without the connector's tools instead of failing it.
//
// Issue 16, item 3: a connector's name is an admin's to choose, so a name alone never earns a key. The
// operator pins each key's target in TOLLGATE_PLATFORM_TARGETS (`connector=url-or-command[@org id|org id]`):
// the key goes only to a connector of that name whose transport goes exactly there (the same URL; the same
// command) and, when organisations are named, that belongs to one of them. A key with no target is sent
// nowhere (start says so: unpinned-platform-keys.ts).

/** The environment variable a stdio server reads its platform key from. */
export const PLATFORM_KEY_VARIABLE = "TOLLGATE_PLATFORM_KEY";

/** What decides whether a connector gets a key: its name, its organisation and where its transport goes. */
export type KeyedConnector = { name: string; organisationId: string; transport: TransportConfig };

function sameUrl(configured: string, pinned: string): boolean {
  return URL.canParse(configured) && new URL(configured).href === pinned;
}

/** True when the connector's transport goes exactly where the operator pinned the key. */
export function goesToTarget(transport: TransportConfig, target: PlatformTarget): boolean {
  if (target.kind === "url") return transport.type === "http" && sameUrl(transport.url, target.url);
  return transport.type === "stdio" && commandPath(transport.command) === commandPath(target.command);
}

/** The operator's key for this connector, or null: none configured, none pinned, pinned elsewhere or to other organisations. */
export function platformKeyFor(connector: KeyedConnector, settings: Settings = readSettings()): string | null {
  const key = settings.TOLLGATE_PLATFORM_KEYS.get(connector.name);
  const target = settings.TOLLGATE_PLATFORM_TARGETS.get(connector.name);
  if (key === undefined || target === undefined) return null;
  if (target.organisations !== null && !target.organisations.includes(connector.organisationId)) return null;
  return goesToTarget(connector.transport, target) ? key : null;
}

/** True when a platform key serves the connector (run start: "served by a platform key"). */
export function platformKeyServes(connector: KeyedConnector): boolean {
  return platformKeyFor(connector) !== null;
}

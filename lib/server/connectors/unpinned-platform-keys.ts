import type { Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 16, item 3: a platform key with no target pinned in TOLLGATE_PLATFORM_TARGETS is sent to no
// connector (platform-keys.ts); `npm start` says which, so an operator upgrading sees why a key went quiet.
// Not server-only: the start script reads it outside Next.

/** The connectors whose key has no pinned target: start logs them, since those keys are sent nowhere. */
export function unpinnedPlatformKeys(settings: Settings = readSettings()): string[] {
  return [...settings.TOLLGATE_PLATFORM_KEYS.keys()].filter((connector) => !settings.TOLLGATE_PLATFORM_TARGETS.has(connector)).sort();
}

/** Start's lines about platform keys (none when every key is pinned). */
export function describePlatformKeys(settings: Settings = readSettings()): string[] {
  const unpinned = unpinnedPlatformKeys(settings);
  if (unpinned.length === 0) return [];
  return [
    `WARNING: the platform keys of ${unpinned.join(", ")} have no target in TOLLGATE_PLATFORM_TARGETS, so they are sent to no connector. Pin each (connector=url-or-command[@organisation-id|…]).`,
  ];
}

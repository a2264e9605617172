// The one place the product reads its settings from the process environment (issue 9, item 4). Parsed
// once per process; parsed again only when one of the declared variables changed (a test that stubs one,
// or `npm start` after it placed the generated secret key), so every reader sees the same values. A test
// can pass an environment of its own instead. The same values give the same (frozen) object, so a cache
// keyed by it (egress-from-environment.ts) reuses what it built.

import { parseEnvironment, SETTING_NAMES, type Environment, type Settings } from "./environment-schema";

/** Few distinct environments exist in one process (tests alternate a handful); the oldest goes first. */
const KEPT_ENVIRONMENTS = 16;
const parsed = new Map<string, Settings>();

/** The settings of `environment` (the process's by default); throws SettingsError for a malformed value. */
export function readSettings(environment: Environment = process.env): Settings {
  const fingerprint = JSON.stringify(SETTING_NAMES.map((name) => environment[name] ?? null));
  const known = parsed.get(fingerprint);
  if (known !== undefined) return known;
  const settings = parseEnvironment(environment);
  if (parsed.size >= KEPT_ENVIRONMENTS) parsed.delete(parsed.keys().next().value ?? "");
  parsed.set(fingerprint, settings);
  return settings;
}

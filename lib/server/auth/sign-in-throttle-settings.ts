import "server-only";
import { DEFAULT_SETTINGS, type Environment, type Settings } from "@/lib/settings/environment-schema";
import { readSettings } from "@/lib/settings/read-settings";

// Issue 8, item 11: the sign-in throttle's limits (CONTRACT.md, Conventions: limits have names and defaults
// and are configurable by environment variable, declared in lib/settings/environment-schema.ts).

export type SignInThrottleSettings = {
  /** TOLLGATE_SIGN_IN_MAX_FAILURES: failed attempts one account may take in a window. */
  maxFailuresPerAccount: number;
  /** TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS: failed attempts one client address may make in a window. */
  maxFailuresPerAddress: number;
  /** TOLLGATE_SIGN_IN_WINDOW_SECONDS: how long failures count, and how long a lock lasts. */
  windowSeconds: number;
  /**
   * TOLLGATE_TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0: none). The
   * client address is that many entries from the right: the one the outermost trusted proxy saw.
   */
  trustedProxies: number;
};

const throttleSettings = (settings: Settings): SignInThrottleSettings => ({
  maxFailuresPerAccount: settings.TOLLGATE_SIGN_IN_MAX_FAILURES,
  maxFailuresPerAddress: settings.TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  windowSeconds: settings.TOLLGATE_SIGN_IN_WINDOW_SECONDS,
  trustedProxies: settings.TOLLGATE_TRUST_PROXY,
});

export const defaultSignInThrottleSettings: SignInThrottleSettings = throttleSettings(DEFAULT_SETTINGS);

export function signInThrottleSettings(environment?: Environment): SignInThrottleSettings {
  return throttleSettings(readSettings(environment));
}

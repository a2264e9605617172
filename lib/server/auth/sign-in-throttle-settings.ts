import "server-only";

// Issue 8, item 11: the sign-in throttle's limits (CONTRACT.md, Conventions: limits have names and defaults
// and are configurable by environment variable). Read here only.

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

export const defaultSignInThrottleSettings: SignInThrottleSettings = {
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 50,
  windowSeconds: 900,
  trustedProxies: 0,
};

type Environment = Readonly<Record<string, string | undefined>>;

function wholeNumberSetting(environment: Environment, name: string, fallback: number, least: number): number {
  const raw = environment[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, got ${JSON.stringify(raw)}`);
  return value;
}

export function signInThrottleSettings(environment: Environment = process.env): SignInThrottleSettings {
  const defaults = defaultSignInThrottleSettings;
  return {
    maxFailuresPerAccount: wholeNumberSetting(environment, "TOLLGATE_SIGN_IN_MAX_FAILURES", defaults.maxFailuresPerAccount, 1),
    maxFailuresPerAddress: wholeNumberSetting(environment, "TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS", defaults.maxFailuresPerAddress, 1),
    windowSeconds: wholeNumberSetting(environment, "TOLLGATE_SIGN_IN_WINDOW_SECONDS", defaults.windowSeconds, 1),
    trustedProxies: wholeNumberSetting(environment, "TOLLGATE_TRUST_PROXY", defaults.trustedProxies, 0),
  };
}

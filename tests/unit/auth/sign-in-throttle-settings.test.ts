import { describe, expect, it } from "vitest";
import { signInThrottledMessage } from "@/lib/server/auth/sign-in-throttled-response";
import { defaultSignInThrottleSettings, signInThrottleSettings } from "@/lib/server/auth/sign-in-throttle-settings";

describe("signInThrottleSettings (issue 8, item 11)", () => {
  it("has documented defaults: 10 failures per account, 50 per address, in 15 minutes, no proxy trusted", () => {
    expect(signInThrottleSettings({})).toEqual({ maxFailuresPerAccount: 10, maxFailuresPerAddress: 50, windowSeconds: 900, trustedProxies: 0 });
    expect(signInThrottleSettings({})).toEqual(defaultSignInThrottleSettings);
  });

  it("reads each limit from its variable", () => {
    const settings = signInThrottleSettings({
      TOLLGATE_SIGN_IN_MAX_FAILURES: "3",
      TOLLGATE_SIGN_IN_MAX_FAILURES_PER_ADDRESS: "20",
      TOLLGATE_SIGN_IN_WINDOW_SECONDS: "60",
      TOLLGATE_TRUST_PROXY: "1",
    });
    expect(settings).toEqual({ maxFailuresPerAccount: 3, maxFailuresPerAddress: 20, windowSeconds: 60, trustedProxies: 1 });
  });

  it.each([
    ["TOLLGATE_SIGN_IN_MAX_FAILURES", "0"],
    ["TOLLGATE_SIGN_IN_MAX_FAILURES", "ten"],
    ["TOLLGATE_SIGN_IN_WINDOW_SECONDS", "1.5"],
    ["TOLLGATE_TRUST_PROXY", "-1"],
    ["TOLLGATE_TRUST_PROXY", "yes"],
  ])("refuses %s=%s by name rather than guessing", (name, value) => {
    expect(() => signInThrottleSettings({ [name]: value })).toThrow(name);
  });
});

describe("signInThrottledMessage", () => {
  it.each([
    [900, "Too many sign-in attempts. Try again in 15 minutes."],
    [61, "Too many sign-in attempts. Try again in 2 minutes."],
    [60, "Too many sign-in attempts. Try again in 1 minute."],
    [1, "Too many sign-in attempts. Try again in 1 minute."],
  ])("says %i seconds as whole minutes, rounded up", (seconds, message) => {
    expect(signInThrottledMessage(seconds)).toBe(message);
  });
});

// When the launcher restarts a child that died on its own: each wait doubles the last up to a ceiling; a
// child that ran steadily for a while starts the count again; one that keeps dying right after it starts
// (a broken install, a port taken) is given up on instead of being restarted for ever.

export type RestartPolicy = {
  /** Waits before the 1st, 2nd, … restart in a row; the last repeats. */
  delaysMilliseconds: readonly number[];
  /** A child that lived at least this long before dying starts the count again. */
  steadyMilliseconds: number;
  /** Crashes in a row, each before `steadyMilliseconds`, after which the launcher gives up. */
  giveUpAfter: number;
};

export const defaultRestartPolicy: RestartPolicy = {
  delaysMilliseconds: [1_000, 2_000, 4_000, 8_000, 16_000, 30_000],
  steadyMilliseconds: 60_000,
  giveUpAfter: 10,
};

export type RestartDecision =
  | { kind: "restart"; delayMilliseconds: number; quickCrashes: number }
  | { kind: "give_up"; quickCrashes: number };

export function nextRestart(policy: RestartPolicy, quickCrashesBefore: number, livedMilliseconds: number): RestartDecision {
  const quickCrashes = livedMilliseconds >= policy.steadyMilliseconds ? 1 : quickCrashesBefore + 1;
  if (livedMilliseconds < policy.steadyMilliseconds && quickCrashes >= policy.giveUpAfter) return { kind: "give_up", quickCrashes };
  const delays = policy.delaysMilliseconds;
  return { kind: "restart", delayMilliseconds: delays[Math.min(quickCrashes, delays.length) - 1] ?? 1_000, quickCrashes };
}

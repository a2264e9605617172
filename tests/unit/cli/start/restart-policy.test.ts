import { describe, expect, it } from "vitest";
import { defaultRestartPolicy, nextRestart } from "@/lib/server/cli/start/restart-policy";

describe("restart policy", () => {
  it.each([
    { before: 0, lived: 5_000, expected: { kind: "restart", delayMilliseconds: 1_000, quickCrashes: 1 } },
    { before: 1, lived: 5_000, expected: { kind: "restart", delayMilliseconds: 2_000, quickCrashes: 2 } },
    { before: 5, lived: 5_000, expected: { kind: "restart", delayMilliseconds: 30_000, quickCrashes: 6 } },
    { before: 8, lived: 5_000, expected: { kind: "restart", delayMilliseconds: 30_000, quickCrashes: 9 } },
    { before: 9, lived: 5_000, expected: { kind: "give_up", quickCrashes: 10 } },
    // A worker that ran steadily and then died (an out-of-memory kill, a kill -9) starts the count again.
    { before: 9, lived: 60_000, expected: { kind: "restart", delayMilliseconds: 1_000, quickCrashes: 1 } },
  ])("after $before quick crashes, one that lived $lived ms → $expected.kind", ({ before, lived, expected }) => {
    expect(nextRestart(defaultRestartPolicy, before, lived)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { canTransition, ENDED_RUN_STATUSES, isEnded, RUN_STATUSES, statusesThatMayBecome, type RunStatus } from "@/lib/runtime/lifecycle/run-status";

// Issue 9, item 3: the run lifecycle's one table. Every pair of statuses is listed with its answer, so a
// move added or dropped by accident fails here.
const allowed: ReadonlyArray<[RunStatus, RunStatus]> = [
  ["queued", "running"],
  ["queued", "failed"],
  ["queued", "cancelled"],
  ["running", "waiting"],
  ["running", "succeeded"],
  ["running", "failed"],
  ["running", "cancelled"],
  ["waiting", "running"],
  ["waiting", "cancelled"],
  // Issue 18, item 4: a failed run is retried (queued again) or cleared (closed as cancelled).
  ["failed", "queued"],
  ["failed", "cancelled"],
];

const isAllowed = (from: RunStatus, to: RunStatus) => allowed.some(([a, b]) => a === from && b === to);
const everyPair = RUN_STATUSES.flatMap((from) => RUN_STATUSES.map((to) => [from, to, isAllowed(from, to)] as const));

describe("run lifecycle (lib/runtime/lifecycle/run-status.ts)", () => {
  it("ends in succeeded, failed and cancelled, and in nothing else", () => {
    expect([...ENDED_RUN_STATUSES]).toEqual(["succeeded", "failed", "cancelled"]);
    expect(RUN_STATUSES.filter(isEnded)).toEqual(["succeeded", "failed", "cancelled"]);
  });

  it.each(everyPair)("%s → %s is allowed: %s", (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it("never moves a succeeded or cancelled run, not even to its own status; a failed one only to queued or cancelled", () => {
    for (const from of ["succeeded", "cancelled"] as const) expect(RUN_STATUSES.filter((to) => canTransition(from, to))).toEqual([]);
    expect(RUN_STATUSES.filter((to) => canTransition("failed", to))).toEqual(["queued", "cancelled"]);
  });

  it("lets any run that has not ended be cancelled, and a failed one be cleared", () => {
    expect(statusesThatMayBecome("cancelled")).toEqual(["queued", "running", "waiting", "failed"]);
  });

  it("ends a run in success only from running: a waiting run resumes first", () => {
    expect(statusesThatMayBecome("succeeded")).toEqual(["running"]);
    expect(statusesThatMayBecome("failed")).toEqual(["queued", "running"]);
    expect(statusesThatMayBecome("queued")).toEqual(["failed"]);
  });
});

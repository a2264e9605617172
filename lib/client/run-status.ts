import { isEnded, type RunStatus } from "@/lib/runtime/lifecycle/run-status";

/** A run in one of these states may still change: the console keeps polling it (issue 9, item 3: the core's ended list). */
export function isRunLive(status: RunStatus): boolean {
  return !isEnded(status);
}

/**
 * Issue 23, item 7: a run's failure reads as an error (red) only when the run failed; a cancelled run was
 * stopped on purpose, and its "cancelled" reads as neutral (grey), as its status chip does.
 */
export function endedInError(status: RunStatus): boolean {
  return status === "failed";
}

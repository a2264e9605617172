import { isEnded, type RunStatus } from "@/lib/runtime/lifecycle/run-status";

/** A run in one of these states may still change: the console keeps polling it (issue 9, item 3: the core's ended list). */
export function isRunLive(status: RunStatus): boolean {
  return !isEnded(status);
}

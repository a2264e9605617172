import "server-only";
import type { RunEnding } from "@/lib/runtime/lifecycle/run-ending";
import { statusesThatMayBecome } from "@/lib/runtime/lifecycle/run-status";

/**
 * The guard of a step's write (a `WHERE status IN`): a run moves only as the core's lifecycle table allows
 * (lib/runtime/lifecycle/run-status.ts) — to running (or staying so) for a turn that goes on, to its ending
 * for one that ends it — so an ended run, a cancelled one above all, never moves again.
 */
export function statusesForStep(ending: RunEnding | null): string[] {
  return ending ? statusesThatMayBecome(ending.status) : [...new Set(["running", ...statusesThatMayBecome("running")])];
}

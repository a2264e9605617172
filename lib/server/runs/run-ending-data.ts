import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RunEnding } from "@/lib/runtime/lifecycle/run-ending";
import { statusesThatMayBecome } from "@/lib/runtime/lifecycle/run-status";

// Issue 9, item 3: a run ended from outside the loop (a cancel, a job that exhausted its retries) is written
// from the core's ending (lib/runtime/lifecycle/run-ending.ts), and only from a status the core's table lets
// move to it, so every layer ends a run the same way.

/** The columns of an ended run. */
export function runEndingData(ending: RunEnding, finishedAt: Date): Prisma.RunUpdateManyMutationInput {
  return {
    status: ending.status,
    finishedAt,
    failureCode: ending.failure?.code ?? null,
    failureMessage: ending.failure?.message ?? null,
    ...(ending.output !== undefined ? { output: ending.output } : {}),
  };
}

/** The row filter of that write: the run, in a status that may end so. */
export function endableRun(runId: string, ending: RunEnding): Prisma.RunWhereInput {
  return { id: runId, status: { in: statusesThatMayBecome(ending.status) } };
}

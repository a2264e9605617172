// Issue 9, item 3: the one declaration of a run's statuses and of the moves between them. Prisma's enum
// (prisma/schema.prisma RunStatus), the API's zod schemas (lib/contracts/run-schemas.ts) and the console
// derive from it; tests/unit/runtime/lifecycle/prisma-enums.test.ts holds Prisma's copy to the same values.

/** CONTRACT.md, Runs: `"status": "queued"|"running"|"waiting"|"succeeded"|"failed"|"cancelled"`. */
export const RUN_STATUSES = ["queued", "running", "waiting", "succeeded", "failed", "cancelled"] as const;

export type RunStatus = (typeof RUN_STATUSES)[number];

const endedRunStatuses = ["succeeded", "failed", "cancelled"] as const satisfies readonly RunStatus[];

/**
 * A run in one of these has ended: the loop never moves it again, and nothing is left to run or decide.
 * Only a person (or an agent acting for one) unblocks a failed run from outside the loop: os.retry_run
 * queues it again, os.clear_run closes it as cancelled (issue 18, item 4).
 */
export type EndedRunStatus = (typeof endedRunStatuses)[number];

/** Typed as every status, so any status may be looked up in it. */
export const ENDED_RUN_STATUSES: readonly RunStatus[] = endedRunStatuses;

export function isEnded(status: RunStatus): status is EndedRunStatus {
  return ENDED_RUN_STATUSES.includes(status);
}

/**
 * The moves a run may make, and only these. queued → failed is a job that exhausted its retries before the
 * loop started it (lib/server/queue/fail-abandoned-run.ts); a waiting run ends only after it resumes
 * (waiting → running), and any run that has not ended may be cancelled. Issue 18, item 4: a failed run may
 * be queued again (os.retry_run, POST /v1/runs/:id/retry: it continues from its last committed turn, same
 * id) or closed as cancelled (os.clear_run, POST /v1/runs/:id/clear).
 */
const allowedTransitions: Record<RunStatus, readonly RunStatus[]> = {
  queued: ["running", "failed", "cancelled"],
  running: ["waiting", "succeeded", "failed", "cancelled"],
  waiting: ["running", "cancelled"],
  succeeded: [],
  failed: ["queued", "cancelled"],
  cancelled: [],
};

export function canTransition(from: RunStatus, to: RunStatus): boolean {
  return allowedTransitions[from].includes(to);
}

/** Every status a run may be in to move to `to`: the guard of a write that moves it (a `WHERE status IN`). */
export function statusesThatMayBecome(to: RunStatus): RunStatus[] {
  return RUN_STATUSES.filter((from) => canTransition(from, to));
}

import { CALL_OUTCOMES } from "@/lib/runtime/lifecycle/call-outcome";
import type { OutcomeCounts } from "./overview-schemas";

/** Every outcome at zero: a bucket or a total with nothing in it still names each outcome. */
export function emptyOutcomeCounts(): OutcomeCounts {
  return Object.fromEntries(CALL_OUTCOMES.map((outcome) => [outcome, 0])) as OutcomeCounts;
}

/** The counts of all buckets added up. */
export function sumOutcomeCounts(buckets: readonly { counts: OutcomeCounts }[]): OutcomeCounts {
  const total = emptyOutcomeCounts();
  for (const bucket of buckets) for (const outcome of CALL_OUTCOMES) total[outcome] += bucket.counts[outcome];
  return total;
}

import type { RunLease, RunStore } from "@/lib/runtime/ports/run-store";

/** Takes the run's lease as a worker's pass does (store.load) and names the run under it, for a write. */
export async function held(store: RunStore, runId: string): Promise<RunLease> {
  const run = await store.load(runId);
  if (!run) throw new Error(`no run ${runId}`);
  return { id: run.id, lease: run.lease };
}

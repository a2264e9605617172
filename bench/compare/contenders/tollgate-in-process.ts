// Tollgate in process: the real loop (advanceRun) over the unit tests' in-memory store, with the test
// catalog's echo tool and a scripted model, so only the loop's own work is timed: offer, admission,
// validation, execution, the result pipeline, the store's bookkeeping.

import { advanceRun } from "../../../lib/runtime/loop/advance-run";
import type { ModelResponse } from "../../../lib/runtime/ports";
import { createTestHandlers, loopDependencies, runSnapshot, scriptedResponses } from "../../../tests/support/core-fixtures";
import { createInMemoryRunStore } from "../../../tests/support/in-memory-run-store";
import { ECHO_MODEL_NAME, KILOBYTE_ARGUMENT, STEPS } from "../workload";

const FINAL_STATUSES = new Set(["succeeded", "failed", "cancelled"]);

function script(steps: number): ModelResponse[] {
  return [
    ...Array.from({ length: steps }, (_, index) => ({ text: "", calls: [{ id: `call_${index}`, name: ECHO_MODEL_NAME, arguments: { text: KILOBYTE_ARGUMENT } }] })),
    { text: "done", calls: [] },
  ];
}

/** One 20-step run; returns how many times the tool's handler ran (the caller checks it is 20). */
export async function tollgateInProcessRun(): Promise<number> {
  const base = runSnapshot();
  // The budget and the cap are raised above 20; whatever else the state holds stays as the fixture has it.
  const store = createInMemoryRunStore([runSnapshot({ state: { ...base.state, toolCallBudget: 1000, maxIterations: 1000 } })]);
  const handlers = createTestHandlers();
  const dependencies = loopDependencies(store, scriptedResponses(script(STEPS)), handlers);
  // A loop that stops between steps (a later design may) is advanced until the run ends.
  for (let pass = 0; pass < STEPS * 2 + 2; pass += 1) {
    const status = await advanceRun(dependencies, base.id);
    if (FINAL_STATUSES.has(status)) {
      if (status !== "succeeded") throw new Error(`the in-process Tollgate run ended ${status}`);
      return handlers.log.calls.length;
    }
  }
  throw new Error("the in-process Tollgate run did not end");
}

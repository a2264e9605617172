// os.set_gate_summary: the summary the CEO reads when deciding this run's next gate (seed "built-in tools",
// Gate summary). The call's own row is where the summary is kept: the runtime takes a run's summary from
// its latest ok call (lib/runtime/loop/gate-summary.ts) and writes it on each gate the run opens, so setting
// it again replaces it and nothing is stored twice.

import type { ToolHandler } from "@/lib/runtime/ports";
import { requiredString } from "../read-input";
import { requireRun } from "../require-run";

export function setGateSummary(): ToolHandler {
  return async (context, input) => {
    requireRun(context);
    const summary = requiredString(input, "summary").trim();
    if (summary === "") throw new Error("summary must not be blank: write what the gated call will do and why");
    return `The gate summary of this run is now set; the CEO reads it when deciding the run's next gate:\n${summary}`;
  };
}

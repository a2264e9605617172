import type { Run } from "@/lib/client/api-types";
import { isRunLive } from "@/lib/client/run-status";
import { EmptyState } from "../ui/empty-state";
import { TurnSection } from "./turn-section";

/** The turns of a run in order: what the model sent, then each call as the runtime answered it. */
export function RunTimeline({ run, canDecideGates }: { run: Run; canDecideGates: boolean }) {
  if (run.turns.length === 0) {
    return (
      <EmptyState title={isRunLive(run.status) ? "No turn yet" : "This run has no turns"}>
        {run.status === "queued" ? "The run waits for a worker to pick it up." : isRunLive(run.status) ? "The model has not answered yet." : null}
      </EmptyState>
    );
  }
  return (
    <div data-testid="run-timeline" className="space-y-6 border-l border-slate-200 pl-0">
      {run.turns.map((turn) => (
        <TurnSection key={turn.index} turn={turn} canDecideGates={canDecideGates} />
      ))}
      {isRunLive(run.status) && (
        <p className="pl-6 text-xs text-slate-500" role="status">
          {run.status === "waiting" ? "Waiting for a gate decision…" : "Working…"}
        </p>
      )}
    </div>
  );
}

"use client";
import type { Run } from "@/lib/client/api-types";
import { isRunLive } from "@/lib/client/run-status";
import type { CallDisclosure } from "@/lib/client/use-run-call-disclosure";
import { Button } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { TextInput } from "../ui/form-controls";
import { TurnSection } from "./turn-section";
import { CompactionCard } from "./compaction-card";

type RunTimelineProps = {
  run: Run;
  canDecideGates: boolean;
  disclosure: CallDisclosure;
  search: string;
  onSearch: (query: string) => void;
  /** The calls the search matches (trace/call-search.ts); null when there is no search. */
  shown: ReadonlySet<string> | null;
};

/** The turns of a run in order: what the model sent, then each call as the runtime answered it. */
export function RunTimeline({ run, canDecideGates, disclosure, search, onSearch, shown }: RunTimelineProps) {
  if (run.turns.length === 0) {
    return (
      <EmptyState title={isRunLive(run.status) ? "No turn yet" : "This run has no turns"}>
        {run.status === "queued" ? "The run waits for a worker to pick it up." : isRunLive(run.status) ? "The model has not answered yet." : null}
      </EmptyState>
    );
  }
  const calls = run.turns.flatMap((turn) => turn.calls);
  const query = search.trim();
  const turns = shown === null ? run.turns : run.turns.filter((turn) => turn.calls.some((call) => shown.has(call.id)) || turn.model.text.toLowerCase().includes(query.toLowerCase()));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full max-w-sm">
          <label htmlFor="run-call-search" className="sr-only">
            Search this run&apos;s calls
          </label>
          <TextInput
            id="run-call-search"
            type="search"
            data-testid="run-call-search"
            placeholder="Search calls: tool, name, code, arguments, result…"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        {shown !== null && (
          <p data-testid="run-call-search-count" role="status" className="text-xs text-slate-500">
            {shown.size} of {calls.length} call{calls.length === 1 ? "" : "s"} match
          </p>
        )}
        {calls.length > 0 && (
          <div className="ml-auto flex gap-1">
            <Button size="sm" tone="ghost" data-testid="calls-expand-all" onClick={() => disclosure.setAll(true)}>
              Expand all
            </Button>
            <Button size="sm" tone="ghost" data-testid="calls-collapse-all" onClick={() => disclosure.setAll(false)}>
              Collapse all
            </Button>
          </div>
        )}
      </div>
      <div data-testid="run-timeline" className="space-y-6 border-l border-slate-200 pl-0">
        {turns.map((turn) => (
          <div key={turn.index} className="space-y-6">
            {(run.compactions ?? [])
              .filter((compaction) => compaction.beforeTurn === turn.index)
              .map((compaction) => (
                <CompactionCard key={compaction.sequence} compaction={compaction} />
              ))}
            <TurnSection turn={turn} canDecideGates={canDecideGates} isOpen={disclosure.isOpen} onToggleCall={disclosure.setOpen} shown={shown} />
          </div>
        ))}
        {(run.compactions ?? [])
          .filter((compaction) => shown === null && compaction.beforeTurn >= run.turns.length)
          .map((compaction) => (
            <CompactionCard key={compaction.sequence} compaction={compaction} />
          ))}
        {shown !== null && turns.length === 0 && <p className="pl-6 text-sm text-slate-500">No call of this run matches “{query}”.</p>}
        {isRunLive(run.status) && (
          <p className="pl-6 text-xs text-slate-500" role="status">
            {run.status === "waiting" ? "Waiting for a gate decision…" : "Working…"}
          </p>
        )}
      </div>
    </div>
  );
}

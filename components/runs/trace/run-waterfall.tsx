"use client";
import type { Run } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { TOKENS_ONLY_NOTE } from "@/lib/client/format-usage";
import { isRunLive } from "@/lib/client/run-status";
import { traceOf, type SegmentKind } from "./trace-spans";
import { segmentColours, segmentNames, WaterfallRow } from "./waterfall-row";

const TICKS = [0, 0.25, 0.5, 0.75, 1];
const LEGEND: SegmentKind[] = ["queued", "model", "gate", "handler"];

type RunWaterfallProps = { run: Run; shown: ReadonlySet<string> | null; onSelectCall: (callId: string) => void };

/**
 * Issue 12, item 8: the run as a waterfall on one time axis from its creation — queued, each model request
 * (its latency), each call from its record to its answer with its gate wait and its handler time, retries
 * marked. A call's row opens its card below.
 */
export function RunWaterfall({ run, shown, onSelectCall }: RunWaterfallProps) {
  const trace = traceOf(run, isRunLive(run.status) ? Date.now() : Date.parse(run.finishedAt ?? run.createdAt));
  const totalTokens = run.turns.reduce(
    (sum, turn) => ({ input: sum.input + (turn.usage?.inputTokens ?? 0), output: sum.output + (turn.usage?.outputTokens ?? 0), reported: sum.reported || turn.usage !== null }),
    { input: 0, output: 0, reported: false },
  );
  // Issue 22: the counted prompts and the compactions that kept them within the model's context.
  const largestPrompt = Math.max(0, ...run.turns.map((turn) => turn.promptTokens ?? 0));
  const compactions = run.compactions ?? [];
  return (
    <div data-testid="run-waterfall" className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[11px] text-slate-600">
        {LEGEND.map((kind) => (
          <span key={kind} className="inline-flex items-center gap-1.5">
            <span aria-hidden className={`inline-block h-2.5 w-4 rounded-sm ${segmentColours[kind]}`} />
            {segmentNames[kind]}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-0.5 w-4 rounded bg-slate-300" />
          Call, recorded to answered
        </span>
        {largestPrompt > 0 && (
          <span data-testid="trace-prompts" className="ml-auto text-slate-500" title="The prompts' sizes as the runtime counted them before each request; a compaction replaced the oldest turns with one summary">
            prompts up to {largestPrompt.toLocaleString("en")} tokens
            {compactions.length > 0 && ` · ${compactions.length} compaction${compactions.length === 1 ? "" : "s"} (turns 1–${compactions.at(-1)!.toTurn} summarised)`}
          </span>
        )}
        <span data-testid="trace-tokens" className={`${largestPrompt > 0 ? "" : "ml-auto "}text-slate-500`} title={TOKENS_ONLY_NOTE}>
          {totalTokens.reported ? `${totalTokens.input.toLocaleString("en")} in · ${totalTokens.output.toLocaleString("en")} out tokens (no cost: no price table)` : "No tokens reported"}
        </span>
      </div>
      <div className="grid grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_5.5rem] gap-3 px-1 text-[10px] text-slate-400 tabular-nums" aria-hidden>
        <span />
        <span className="relative h-3">
          {TICKS.map((tick) => (
            <span key={tick} className={`absolute whitespace-nowrap ${tick === 1 ? "-translate-x-full" : tick === 0 ? "" : "-translate-x-1/2"}`} style={{ left: `${tick * 100}%` }}>
              {formatDuration(trace.length * tick)}
            </span>
          ))}
        </span>
        <span />
      </div>
      <div role="list" aria-label="The run as a trace" className="space-y-0.5">
        {trace.rows.map((row) => (
          <div role="listitem" key={row.key}>
            <WaterfallRow row={row} run={run} length={trace.length} dimmed={shown !== null && row.call !== null && !shown.has(row.call.id)} onSelectCall={onSelectCall} />
          </div>
        ))}
      </div>
    </div>
  );
}

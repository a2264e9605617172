"use client";
import { useRef, useState, type PointerEvent } from "react";
import type { Run } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { TOKENS_ONLY_NOTE } from "@/lib/client/format-usage";
import { formatUsd, type ModelCost } from "@/lib/contracts/model-cost";
import { isRunLive } from "@/lib/client/run-status";
import { SegmentedControl } from "../../ui/segmented-control";
import { brokenAxis, linearAxis, placeOnAxis, waitBreaks, WHOLE_AXIS, type AxisWindow } from "./trace-axis";
import { traceOf, type SegmentKind } from "./trace-spans";
import { segmentColours, segmentNames, WaterfallRow } from "./waterfall-row";

const TICKS = [0, 0.25, 0.5, 0.75, 1];
const LEGEND: SegmentKind[] = ["queued", "model", "gate", "handler"];

type RunWaterfallProps = { run: Run; shown: ReadonlySet<string> | null; onSelectCall: (callId: string) => void };
type Scale = "cut" | "real";

/** How the cost was reached: the model's price per million tokens, and turns that reported no tokens. */
function costNote(cost: ModelCost): string {
  const unreported = cost.unreportedTurns === 0 ? "" : ` ${cost.unreportedTurns} model request${cost.unreportedTurns === 1 ? "" : "s"} reported no tokens and are not counted.`;
  return `${cost.model} at $${cost.price.input} in / $${cost.price.output} out per million tokens (MODEL_PRICES).${unreported}`;
}

/** A drag narrower than this share of the axis is a click, not a zoom. */
const MIN_ZOOM_DRAG = 0.01;

/**
 * Issue 12, item 8: the run as a waterfall on one time axis from its creation — queued, each model request
 * (its latency), each call from its record to its answer with its gate wait and its handler time, retries
 * marked. A call's row opens its card below.
 */
export function RunWaterfall({ run, shown, onSelectCall }: RunWaterfallProps) {
  const trace = traceOf(run, isRunLive(run.status) ? Date.now() : Date.parse(run.finishedAt ?? run.createdAt));
  // Issue 23, item 4: long waits are cut from the axis unless the reader asks for real time; a drag zooms.
  const breaks = waitBreaks(trace);
  const [scale, setScale] = useState<Scale>("cut");
  const [view, setView] = useState<AxisWindow>(WHOLE_AXIS);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const strip = useRef<HTMLSpanElement>(null);
  const axis = scale === "cut" && breaks.length > 0 ? brokenAxis(trace, breaks) : linearAxis(trace);
  const place = (span: { start: number; end: number }) => placeOnAxis(span, axis, view);
  const zoomed = view.from > 0 || view.to < 1;
  const size = view.to - view.from;
  const fractionAt = (event: PointerEvent<HTMLSpanElement>) => {
    const box = strip.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
  };
  function endDrag() {
    if (drag && Math.abs(drag.to - drag.from) >= MIN_ZOOM_DRAG) {
      const [low, high] = [Math.min(drag.from, drag.to), Math.max(drag.from, drag.to)];
      setView({ from: view.from + low * size, to: view.from + high * size });
    }
    setDrag(null);
  }
  const totalTokens = run.turns.reduce(
    (sum, turn) => ({ input: sum.input + (turn.usage?.inputTokens ?? 0), output: sum.output + (turn.usage?.outputTokens ?? 0), reported: sum.reported || turn.usage !== null }),
    { input: 0, output: 0, reported: false },
  );
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
        <span className="ml-auto flex items-center gap-2">
          {breaks.length > 0 && (
            <SegmentedControl<Scale>
              label="Time axis"
              value={scale}
              onChange={(next) => {
                setScale(next);
                setView(WHOLE_AXIS);
              }}
              segments={[
                { value: "cut", label: "Cut long waits", testId: "trace-scale-cut" },
                { value: "real", label: "Real time", testId: "trace-scale-real" },
              ]}
            />
          )}
          {zoomed && (
            <button type="button" data-testid="trace-zoom-reset" onClick={() => setView(WHOLE_AXIS)} className="rounded border border-slate-300 px-2 py-0.5 text-[11px] font-medium text-slate-700 hover:bg-slate-50">
              Show the whole run
            </button>
          )}
        </span>
        <span data-testid="trace-tokens" className="text-slate-500" title={run.cost ? costNote(run.cost) : TOKENS_ONLY_NOTE}>
          {totalTokens.reported ? `${totalTokens.input.toLocaleString("en")} in · ${totalTokens.output.toLocaleString("en")} out tokens` : "No tokens reported"}
          {run.cost ? (
            <span data-testid="run-cost" className="ml-1.5 font-medium text-slate-800">
              · {formatUsd(run.cost.usd)}
            </span>
          ) : (
            totalTokens.reported && " (no cost: no price for this model in MODEL_PRICES)"
          )}
        </span>
      </div>
      <div className="grid grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_5.5rem] gap-3 px-1 text-[10px] text-slate-400 tabular-nums">
        <span className="text-right text-slate-400">{zoomed ? "zoomed" : "drag to zoom →"}</span>
        <span
          ref={strip}
          data-testid="trace-axis"
          data-scale={axis.breaks.length > 0 ? "cut" : "real"}
          title="Drag across the axis to zoom into that stretch"
          className="relative h-5 cursor-col-resize touch-none rounded-sm select-none hover:bg-slate-50"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const at = fractionAt(event);
            setDrag({ from: at, to: at });
          }}
          onPointerMove={(event) => drag && setDrag({ ...drag, to: fractionAt(event) })}
          onPointerUp={endDrag}
          onPointerCancel={() => setDrag(null)}
        >
          {TICKS.map((tick) => (
            <span key={tick} aria-hidden className={`absolute top-0 whitespace-nowrap ${tick === 1 ? "-translate-x-full" : tick === 0 ? "" : "-translate-x-1/2"}`} style={{ left: `${tick * 100}%` }}>
              {formatDuration(axis.timeAt(view.from + tick * size))}
            </span>
          ))}
          {axis.breaks.map((cut) => {
            const placed = place({ start: cut.from, end: cut.to });
            return placed === null ? null : (
              <span
                key={cut.from}
                data-testid="trace-break"
                title={`${formatDuration(cut.to - cut.from)} of waiting, cut from the axis`}
                className="absolute bottom-0 h-2 border-x border-dashed border-slate-400 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgba(100,116,139,0.5)_3px_5px)]"
                style={placed}
              />
            );
          })}
          {drag && (
            <span aria-hidden className="absolute inset-y-0 bg-sky-200/60" style={{ left: `${Math.min(drag.from, drag.to) * 100}%`, width: `${Math.abs(drag.to - drag.from) * 100}%` }} />
          )}
        </span>
        <span />
      </div>
      <div role="list" aria-label="The run as a trace" className="space-y-0.5">
        {trace.rows.map((row) => (
          <div role="listitem" key={row.key}>
            <WaterfallRow row={row} run={run} place={place} dimmed={shown !== null && row.call !== null && !shown.has(row.call.id)} onSelectCall={onSelectCall} />
          </div>
        ))}
      </div>
    </div>
  );
}

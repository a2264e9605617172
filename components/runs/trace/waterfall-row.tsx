import { formatDuration } from "@/lib/client/format-time";
import { formatTokens } from "@/lib/client/format-usage";
import type { Run } from "@/lib/client/api-types";
import { modelDurationOf, type SegmentKind, type TraceRow, type TraceSegment } from "./trace-spans";

/** Where a span sits on the shown axis (broken, zoomed), in percent; null when it lies outside the window. */
export type PlaceSpan = (span: { start: number; end: number }) => { left: string; width: string } | null;

export const segmentColours: Record<SegmentKind, string> = {
  queued: "bg-slate-300",
  model: "bg-violet-500",
  gate: "bg-sky-400 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgba(255,255,255,0.45)_4px_8px)]",
  handler: "bg-emerald-500",
};

const handlerColours: Record<string, string> = { tool_error: "bg-amber-500", denied: "bg-red-500", run_failed: "bg-red-500" };

export const segmentNames: Record<SegmentKind, string> = {
  queued: "Queued for a worker",
  model: "Model request",
  gate: "Waiting at the gate",
  handler: "Handler",
};

/** A handler segment takes its call's outcome colour; a failed attempt that was retried is amber. */
function segmentColour(segment: TraceSegment, outcome: string | null): string {
  if (segment.kind !== "handler" || outcome === null) return segmentColours[segment.kind];
  if (segment.failed && outcome === "ok") return handlerColours.tool_error;
  return handlerColours[outcome] ?? segmentColours.handler;
}

function detailOf(row: TraceRow, run: Run): string {
  if (row.kind === "queue") return formatDuration(row.end - row.start);
  if (row.kind === "turn") {
    const turn = run.turns.find((candidate) => candidate.index === row.turnIndex);
    const duration = turn ? modelDurationOf(turn) : null;
    return duration === null ? "not measured" : formatDuration(duration);
  }
  return `${formatDuration(row.end - row.start)}${row.open ? "…" : ""}`;
}

function titleOf(row: TraceRow, run: Run): string {
  if (row.kind === "attempt") return `${row.call?.name ?? ""} · ${row.label} · ${formatDuration(row.end - row.start)}`;
  if (row.kind === "turn") {
    const turn = run.turns.find((candidate) => candidate.index === row.turnIndex);
    const duration = turn ? modelDurationOf(turn) : null;
    return [row.label, duration === null ? "latency not measured" : `latency ${formatDuration(duration)}`, formatTokens(turn?.usage ?? null) ?? "no tokens reported"].join(" · ");
  }
  if (row.call) {
    const { call } = row;
    const parts = [call.name, call.outcome, `handler ${formatDuration(call.metadata.duration_ms)}`, `${call.metadata.attempts} attempt${call.metadata.attempts === 1 ? "" : "s"}`];
    if (call.gate) parts.push(`gate ${call.gate.status}`);
    return parts.join(" · ");
  }
  return row.label;
}

type WaterfallRowProps = { row: TraceRow; run: Run; place: PlaceSpan; dimmed: boolean; onSelectCall: (callId: string) => void };

const INDENT: Record<TraceRow["kind"], string> = { queue: "", turn: "", call: "pl-4", attempt: "pl-8" };

export function WaterfallRow({ row, run, place, dimmed, onSelectCall }: WaterfallRowProps) {
  const call = row.call;
  const span = place(row);
  const retried = call !== null && row.kind === "call" && call.metadata.attempts > 1;
  const label = (
    <span className={`flex min-w-0 items-center gap-1.5 ${INDENT[row.kind]}`}>
      <span className={`truncate font-mono text-[11px] ${row.kind === "attempt" ? "text-slate-500" : row.kind === "call" ? "text-slate-800" : "font-semibold text-slate-900"}`}>{row.label}</span>
      {retried && (
        <span data-testid="trace-retries" className="shrink-0 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-800">
          ×{call.metadata.attempts}
        </span>
      )}
    </span>
  );
  const content = (
    <>
      {label}
      <span className="relative h-4 rounded-sm bg-slate-100/70" aria-hidden>
        {row.kind === "call" && span && <span className="absolute top-1/2 h-0.5 -translate-y-1/2 rounded bg-slate-300" style={span} />}
        {row.segments.map((segment) => ({ segment, placed: place(segment) })).filter(({ placed }) => placed !== null).map(({ segment, placed }) => (
          <span
            key={`${segment.kind}-${segment.attempt ?? 0}-${segment.start}`}
            data-testid="trace-segment"
            data-kind={segment.kind}
            data-attempt={segment.attempt}
            title={segment.attempt === undefined ? undefined : `attempt ${segment.attempt}${segment.failed ? " failed" : ""}`}
            className={`absolute top-0.5 bottom-0.5 rounded-sm ${segmentColour(segment, call?.outcome ?? null)} ${row.open && segment.kind === "gate" ? "animate-pulse" : ""}`}
            style={placed ?? undefined}
          />
        ))}
        {row.segments.length === 0 && span && <span className="absolute top-0.5 bottom-0.5 w-0.5 rounded-sm bg-slate-400" style={{ left: span.left }} />}
      </span>
      <span className="text-right font-mono text-[11px] text-slate-500 tabular-nums">{detailOf(row, run)}</span>
    </>
  );
  const classes = `grid grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_5.5rem] items-center gap-3 rounded px-1 py-0.5 text-left ${dimmed ? "opacity-35" : ""}`;
  if (!call) {
    return (
      <div data-testid="trace-row" data-kind={row.kind} title={titleOf(row, run)} className={classes}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      data-testid="trace-row"
      data-kind={row.kind}
      data-call-id={call.id}
      data-outcome={call.outcome}
      title={titleOf(row, run)}
      onClick={() => onSelectCall(call.id)}
      className={`${classes} w-full hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-600`}
    >
      {content}
    </button>
  );
}

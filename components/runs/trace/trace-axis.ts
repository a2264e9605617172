import type { Trace } from "./trace-spans";

// Issue 23, item 4: a 3-minute gate wait squeezed every other bar of the trace to a sliver. The axis can cut
// a long stretch where nothing but waiting happens (a gate, a worker's queue) down to a fixed break, and it
// can be zoomed to a window. Times are milliseconds from the trace's start; positions are fractions 0–1.

/** A stretch of waiting cut from the axis: `from`–`to` in trace time. */
export type AxisBreak = { from: number; to: number };

export type TraceAxis = {
  breaks: AxisBreak[];
  /** Where a time sits on the axis (before zoom), 0–1. */
  position(time: number): number;
  /** The time at a position (inverse of position), for a zoom drawn with the pointer. */
  timeAt(position: number): number;
};

/** A wait is cut only when it is at least this long… */
export const BREAK_MIN_MS = 5_000;
/** …and at least this share of the whole run. */
export const BREAK_MIN_SHARE = 0.2;
/** The width a cut wait keeps, as a share of the axis. */
export const BREAK_WIDTH_SHARE = 0.04;

/** What happens on a row that is not waiting: model requests, handlers, and each call's record and answer. */
function busySpans(trace: Trace): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const row of trace.rows) {
    for (const segment of row.segments) if (segment.kind === "model" || segment.kind === "handler") spans.push(segment);
    if (row.kind === "call" || row.kind === "attempt") {
      spans.push({ start: row.start, end: row.start });
      if (!row.open) spans.push({ start: row.end, end: row.end });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The idle stretches long enough to cut: between busy spans, and from the last one to the end. */
export function waitBreaks(trace: Trace): AxisBreak[] {
  const spans = busySpans(trace);
  const minimum = Math.max(BREAK_MIN_MS, trace.length * BREAK_MIN_SHARE);
  const breaks: AxisBreak[] = [];
  let reached = spans.length === 0 ? trace.length : Math.min(spans[0].start, trace.length);
  if (reached >= minimum) breaks.push({ from: 0, to: reached });
  for (const span of spans) {
    if (span.start - reached >= minimum) breaks.push({ from: reached, to: span.start });
    reached = Math.max(reached, span.end);
  }
  if (trace.length - reached >= minimum) breaks.push({ from: reached, to: trace.length });
  return breaks;
}

/** The real-time axis: position is time over the run's length. */
export function linearAxis(trace: Trace): TraceAxis {
  return { breaks: [], position: (time) => time / trace.length, timeAt: (position) => position * trace.length };
}

/** The axis with each wait of `breaks` cut to BREAK_WIDTH_SHARE of its width, the rest to scale. */
export function brokenAxis(trace: Trace, breaks: AxisBreak[] = waitBreaks(trace)): TraceAxis {
  if (breaks.length === 0) return linearAxis(trace);
  const cut = breaks.reduce((sum, each) => sum + (each.to - each.from), 0);
  const kept = Math.max(1, trace.length - cut);
  const breakShare = Math.min(BREAK_WIDTH_SHARE, 0.5 / breaks.length);
  // A kept millisecond's share of the axis: what is left after the breaks, spread over the kept time.
  const keptShare = (1 - breakShare * breaks.length) / kept;
  function position(time: number): number {
    let at = 0;
    let from = 0;
    for (const each of breaks) {
      if (time <= each.from) return at + (time - from) * keptShare;
      at += (each.from - from) * keptShare;
      if (time < each.to) return at + ((time - each.from) / (each.to - each.from)) * breakShare;
      at += breakShare;
      from = each.to;
    }
    return Math.min(1, at + (time - from) * keptShare);
  }
  function timeAt(target: number): number {
    let at = 0;
    let from = 0;
    for (const each of breaks) {
      const keptEnd = at + (each.from - from) * keptShare;
      if (target <= keptEnd) return from + (target - at) / keptShare;
      if (target < keptEnd + breakShare) return each.from + ((target - keptEnd) / breakShare) * (each.to - each.from);
      at = keptEnd + breakShare;
      from = each.to;
    }
    return Math.min(trace.length, from + (target - at) / keptShare);
  }
  return { breaks, position, timeAt };
}

/** The part of the axis shown: the whole (0–1) or a zoomed window of it. */
export type AxisWindow = { from: number; to: number };
export const WHOLE_AXIS: AxisWindow = { from: 0, to: 1 };

/** A span's place in the shown window, in percent; null when it lies wholly outside. Never narrower than a sliver. */
export function placeOnAxis(span: { start: number; end: number }, axis: TraceAxis, window: AxisWindow = WHOLE_AXIS): { left: string; width: string } | null {
  const size = window.to - window.from;
  const start = (axis.position(span.start) - window.from) / size;
  const end = (axis.position(span.end) - window.from) / size;
  if (end < 0 || start > 1) return null;
  const left = Math.min(100, Math.max(0, start * 100));
  const width = Math.max(0.4, Math.min(100 - left, (Math.min(1, end) - Math.max(0, start)) * 100));
  return { left: `${left.toFixed(2)}%`, width: `${width.toFixed(2)}%` };
}

import { describe, expect, it } from "vitest";
import { BREAK_WIDTH_SHARE, brokenAxis, linearAxis, placeOnAxis, waitBreaks } from "@/components/runs/trace/trace-axis";
import type { Trace, TraceRow } from "@/components/runs/trace/trace-spans";

// Issue 23, item 4: a long gate wait is cut from the trace's axis so the rest stays readable; a zoom shows a window.

function row(kind: TraceRow["kind"], start: number, end: number, segments: TraceRow["segments"]): TraceRow {
  return { key: `${kind}-${start}`, kind, turnIndex: 0, call: null, label: kind, start, end, segments, open: false };
}

// A run of 190 s: 2 s of work, a 180 s gate wait, then 8 s of work.
const gated: Trace = {
  startedAt: 0,
  length: 190_000,
  rows: [
    row("queue", 0, 200, [{ kind: "queued", start: 0, end: 200 }]),
    row("turn", 200, 1_500, [{ kind: "model", start: 200, end: 1_500 }]),
    row("call", 1_600, 182_500, [{ kind: "gate", start: 1_700, end: 181_700 }, { kind: "handler", start: 181_800, end: 182_500 }]),
    row("turn", 182_600, 190_000, [{ kind: "model", start: 182_600, end: 190_000 }]),
  ],
};

describe("the trace's axis", () => {
  it("cuts a wait that is long and most of the run, never work", () => {
    expect(waitBreaks(gated)).toEqual([{ from: 1_600, to: 181_800 }]);
  });

  it("cuts nothing from a run without a long idle stretch", () => {
    const busy: Trace = { ...gated, length: 4_000, rows: [row("turn", 0, 4_000, [{ kind: "model", start: 0, end: 4_000 }])] };
    expect(waitBreaks(busy)).toEqual([]);
    expect(brokenAxis(busy).breaks).toEqual([]);
  });

  it("gives the work most of the width and the wait a fixed sliver, in order, and inverts", () => {
    const axis = brokenAxis(gated);
    const linear = linearAxis(gated);
    // The first model request: under 1% of the width on real time, about a sixth when the wait is cut.
    expect(linear.position(1_500) - linear.position(200)).toBeLessThan(0.01);
    expect(axis.position(1_500) - axis.position(200)).toBeGreaterThan(0.1);
    expect(axis.position(181_800) - axis.position(1_600)).toBeCloseTo(BREAK_WIDTH_SHARE, 5);
    expect(axis.position(0)).toBe(0);
    expect(axis.position(190_000)).toBeCloseTo(1, 5);
    let last = -1;
    for (let time = 0; time <= 190_000; time += 997) {
      const position = axis.position(time);
      expect(position).toBeGreaterThanOrEqual(last);
      last = position;
      expect(axis.timeAt(position)).toBeCloseTo(time, 0);
    }
  });

  it("places spans inside a zoomed window and leaves out those outside it", () => {
    const axis = linearAxis(gated);
    expect(placeOnAxis({ start: 0, end: 95_000 }, axis)).toEqual({ left: "0.00%", width: "50.00%" });
    const window = { from: 0.5, to: 1 };
    expect(placeOnAxis({ start: 0, end: 1_000 }, axis, window)).toBeNull();
    expect(placeOnAxis({ start: 142_500, end: 190_000 }, axis, window)).toEqual({ left: "50.00%", width: "50.00%" });
    expect(placeOnAxis({ start: 90_000, end: 100_000 }, axis, window)?.left).toBe("0.00%");
  });
});

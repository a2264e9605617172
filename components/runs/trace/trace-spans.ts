import type { CallGate, CallRecord, Run, RunTurn } from "@/lib/contracts/run-schemas";

// Issue 12, item 8: a run laid out as a trace (a waterfall): one row per model turn and per call, each on
// one time axis from the run's creation. Issue 17, item 3: the timings are the loop's events, as stored on
// the rows they describe — a turn's model request from its started to its ended event (`modelRequest`), a
// call's handler one segment per attempt (`executions`: a retry is a second segment). A call runs from its
// record (the turn's commit) to its answer, waiting at its gate between the gate's opening and its decision.
// Rows recorded before the events were kept fall back to `latencyMs` and `duration_ms`.
// Issue 23, item 4: a call retried has a row of its own per attempt under it (the call's row keeps its gate
// wait and its whole span); the queue ends where the first model request began when that came first.

export type SegmentKind = "queued" | "model" | "gate" | "handler";

/** A stretch of a row, in milliseconds from the trace's start. */
export type TraceSegment = { kind: SegmentKind; start: number; end: number; attempt?: number; failed?: boolean };

export type TraceRow = {
  key: string;
  kind: "queue" | "turn" | "call" | "attempt";
  turnIndex: number | null;
  call: CallRecord | null;
  label: string;
  start: number;
  end: number;
  segments: TraceSegment[];
  /** Still running: the row's end is "now". */
  open: boolean;
};

export type Trace = { startedAt: number; length: number; rows: TraceRow[] };

const time = (iso: string) => Date.parse(iso);

/** How long the model request took: between its two events, else the latency stored before them. */
export function modelDurationOf(turn: RunTurn): number | null {
  if (turn.modelRequest) return Math.max(0, time(turn.modelRequest.endedAt) - time(turn.modelRequest.startedAt));
  return turn.latencyMs;
}

function modelRow(turn: RunTurn, origin: number): TraceRow {
  if (turn.modelRequest) {
    const requested = time(turn.modelRequest.startedAt) - origin;
    const ended = Math.max(requested, time(turn.modelRequest.endedAt) - origin);
    const row = { key: `turn-${turn.index}`, kind: "turn" as const, turnIndex: turn.index, call: null, label: `Turn ${turn.index + 1} · model`, open: false };
    return { ...row, start: requested, end: ended, segments: [{ kind: "model", start: requested, end: ended }] };
  }
  const answered = time(turn.startedAt) - origin;
  const start = Math.max(0, answered - (turn.latencyMs ?? 0));
  return {
    key: `turn-${turn.index}`,
    kind: "turn",
    turnIndex: turn.index,
    call: null,
    label: `Turn ${turn.index + 1} · model`,
    start,
    end: answered,
    segments: turn.latencyMs === null ? [] : [{ kind: "model", start, end: answered }],
    open: false,
  };
}

function gateSegment(gate: CallGate, origin: number, now: number): TraceSegment {
  return { kind: "gate", start: time(gate.createdAt) - origin, end: (gate.decidedAt ? time(gate.decidedAt) : now) - origin };
}

function callRow(call: CallRecord, turnIndex: number, origin: number, now: number): TraceRow {
  const start = time(call.recordedAt) - origin;
  const open = call.finishedAt === null && (call.outcome === "waiting" || call.outcome === "pending");
  const end = Math.max(start, (call.finishedAt ? time(call.finishedAt) : open ? now : time(call.recordedAt)) - origin);
  const segments: TraceSegment[] = [];
  if (call.gate) segments.push(gateSegment(call.gate, origin, now));
  const executions = call.executions ?? [];
  if (executions.length > 1) {
    // Each attempt is drawn on its own row (attemptRows); the call's row keeps its span and its gate.
  } else if (executions.length > 0) {
    for (const execution of executions) {
      const attemptStart = time(execution.startedAt) - origin;
      segments.push({ kind: "handler", start: attemptStart, end: Math.max(attemptStart, time(execution.endedAt) - origin), attempt: execution.attempt, failed: execution.outcome === "tool_error" });
    }
  } else if (call.metadata.attempts > 0 && call.finishedAt !== null) {
    segments.push({ kind: "handler", start: Math.max(start, end - call.metadata.duration_ms), end });
  }
  return { key: `call-${call.id}`, kind: "call", turnIndex, call, label: call.name, start, end, segments, open };
}

/** One row per handler attempt of a call tried more than once, under the call's own row. */
function attemptRows(call: CallRecord, turnIndex: number, origin: number): TraceRow[] {
  const executions = call.executions ?? [];
  if (executions.length < 2) return [];
  return executions.map((execution) => {
    const start = time(execution.startedAt) - origin;
    const end = Math.max(start, time(execution.endedAt) - origin);
    const failed = execution.outcome === "tool_error";
    return {
      key: `call-${call.id}-attempt-${execution.attempt}`,
      kind: "attempt" as const,
      turnIndex,
      call,
      label: `attempt ${execution.attempt}${failed ? ` · ${execution.code ?? "tool_error"}` : ""}`,
      start,
      end,
      segments: [{ kind: "handler" as const, start, end, attempt: execution.attempt, failed }],
      open: false,
    };
  });
}

/** The trace of a run; `now` ends what is still open (a live run, a waiting gate). */
export function traceOf(run: Run, now: number = Date.now()): Trace {
  const origin = time(run.createdAt);
  const rows: TraceRow[] = [];
  if (run.startedAt) {
    // The run's start is written with its first step's commit; the model was asked before that.
    const firstRequest = run.turns[0]?.modelRequest ? time(run.turns[0].modelRequest.startedAt) - origin : Number.POSITIVE_INFINITY;
    const started = Math.max(0, Math.min(time(run.startedAt) - origin, firstRequest));
    rows.push({ key: "queue", kind: "queue", turnIndex: null, call: null, label: "Queued", start: 0, end: started, segments: [{ kind: "queued", start: 0, end: started }], open: false });
  }
  for (const turn of run.turns) {
    rows.push(modelRow(turn, origin));
    for (const call of turn.calls) rows.push(callRow(call, turn.index, origin, now), ...attemptRows(call, turn.index, origin));
  }
  const ends = rows.flatMap((row) => [row.end, ...row.segments.map((segment) => segment.end)]);
  const finished = run.finishedAt ? time(run.finishedAt) - origin : 0;
  const length = Math.max(1, finished, ...ends);
  return { startedAt: origin, length, rows };
}

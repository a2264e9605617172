import type { CallGate } from "@/lib/contracts/run-schemas";
import { durationBetween, formatDuration } from "@/lib/client/format-time";
import { TimeLabel } from "../ui/time-label";

// Issue 12, item 8: a gated call's gate events — opened, then decided by whom, when, after how long, with
// the note. A cancelled run's gate was closed by the cancel: nobody decided it (issue 12, item 2).

function waited(gate: CallGate): string | null {
  const milliseconds = durationBetween(gate.createdAt, gate.decidedAt);
  return milliseconds === null ? null : formatDuration(milliseconds);
}

function verdict(gate: CallGate): { text: string; tone: string } {
  if (gate.status === "open") return { text: "Waiting for the CEO", tone: "text-sky-800" };
  if (gate.status === "cancelled") return { text: "Closed by the run's cancel — nobody decided", tone: "text-slate-600" };
  return gate.decision === "approve" ? { text: "Approved", tone: "text-emerald-800" } : { text: "Denied", tone: "text-red-800" };
}

export function CallGateEvent({ gate }: { gate: CallGate }) {
  const { text, tone } = verdict(gate);
  const wait = waited(gate);
  return (
    <div data-testid="call-gate-event" data-status={gate.status} data-decision={gate.decision ?? ""} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-700">
      <p>
        <span className="text-slate-500">Gate opened</span> <TimeLabel iso={gate.createdAt} />
        {gate.status !== "open" && (
          <>
            {" · "}
            <span data-testid="call-gate-verdict" className={`font-semibold ${tone}`}>
              {text}
            </span>
            {gate.decidedBy && (
              <>
                {" by "}
                <span data-testid="call-gate-decided-by" className="font-medium">
                  {gate.decidedBy}
                </span>
              </>
            )}{" "}
            <TimeLabel iso={gate.decidedAt} />
            {wait && <span className="text-slate-500"> · after {wait}</span>}
          </>
        )}
        {gate.status === "open" && (
          <>
            {" · "}
            <span className={`font-semibold ${tone}`}>{text}</span>
          </>
        )}
      </p>
      {gate.note && (
        <blockquote data-testid="call-gate-note" className="mt-1 border-l-2 border-slate-300 pl-2 whitespace-pre-wrap text-slate-800">
          {gate.note}
        </blockquote>
      )}
    </div>
  );
}

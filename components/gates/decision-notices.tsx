import Link from "next/link";
import type { DecisionOutcome } from "./gate-decision-form";

/** What the CEO just did, kept after the gate leaves the open list. */
export function DecisionNotices({ outcomes, onDismiss }: { outcomes: DecisionOutcome[]; onDismiss: () => void }) {
  if (outcomes.length === 0) return null;
  return (
    <div aria-live="polite" className="space-y-1.5">
      {outcomes.map((outcome) => (
        <p
          key={`${outcome.gate.id}-${outcome.alreadyDecided}`}
          data-testid="gate-decision-notice"
          className={`flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm ${outcome.alreadyDecided ? "border-amber-200 bg-amber-50 text-amber-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
        >
          {outcome.alreadyDecided ? (
            <span>
              <strong>Already decided:</strong> the gate on <code className="font-mono">{outcome.gate.tool}</code> was decided by someone else first.
            </span>
          ) : (
            <span>
              {outcome.decision === "approve" ? "Approved" : "Denied"} <code className="font-mono">{outcome.gate.tool}</code>. The run continues on its own.
            </span>
          )}
          <Link href={`/runs/${outcome.gate.runId}`} className="font-medium underline">
            Open the run
          </Link>
        </p>
      ))}
      <button type="button" onClick={onDismiss} className="text-xs text-slate-500 hover:text-slate-900 hover:underline">
        Dismiss
      </button>
    </div>
  );
}

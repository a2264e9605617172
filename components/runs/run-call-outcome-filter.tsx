"use client";
import { formatTime } from "@/lib/client/format-time";
import { CALL_OUTCOMES, TROUBLED_CALL_OUTCOMES, type CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { Button } from "../ui/button";
import { Field, SelectInput } from "../ui/form-controls";

// Issue 23, item 1: a run "succeeded" may hold calls that failed, were refused or denied; this keeps the
// runs with a call that ended so (GET /v1/runs `callOutcome`). The troubled outcomes come first.

/** Read after "With a call that". */
const OUTCOME_CLAUSES: Record<CallOutcome, string> = {
  tool_error: "ended in a tool error",
  handed_back: "was refused and handed back",
  denied: "was denied at a gate",
  ok: "was answered",
  run_failed: "failed the run",
  not_run: "was not run",
  waiting: "is waiting at a gate",
  pending: "is not answered yet",
};

const OTHER_OUTCOMES = CALL_OUTCOMES.filter((outcome) => !(TROUBLED_CALL_OUTCOMES as readonly CallOutcome[]).includes(outcome));

type RunCallOutcomeFilterProps = { value: CallOutcome | null; onChange: (outcome: CallOutcome | null) => void };

export function RunCallOutcomeFilter({ value, onChange }: RunCallOutcomeFilterProps) {
  return (
    <Field className="w-64" label="With a call that" htmlFor="runs-call-outcome">
      <SelectInput
        id="runs-call-outcome"
        data-testid="runs-call-outcome"
        value={value ?? ""}
        onChange={(event) => onChange(CALL_OUTCOMES.find((outcome) => outcome === event.target.value) ?? null)}
      >
        <option value="">ended in any way</option>
        {TROUBLED_CALL_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {OUTCOME_CLAUSES[outcome]}
          </option>
        ))}
        <optgroup label="Other outcomes">
          {OTHER_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOME_CLAUSES[outcome]}
            </option>
          ))}
        </optgroup>
      </SelectInput>
    </Field>
  );
}

type CallsWindowNoteProps = { from: string; to: string; onClear: () => void };

/** The calls' window an overview bar opened the list with: said in words, and removable. */
export function CallsWindowNote({ from, to, onClear }: CallsWindowNoteProps) {
  const between = from && to ? `between ${formatTime(from)} and ${formatTime(to)}` : from ? `since ${formatTime(from)}` : `before ${formatTime(to)}`;
  return (
    <p data-testid="runs-calls-window" className="flex items-center gap-2 text-xs text-slate-600">
      Only runs with a call recorded {between}.
      <Button size="sm" tone="ghost" data-testid="runs-calls-window-clear" onClick={onClear}>
        Any time
      </Button>
    </p>
  );
}

import type { TroubledCalls } from "@/lib/contracts/troubled-calls";
import { TROUBLED_CALL_OUTCOMES, type TroubledCallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
import { Chip } from "../ui/chip";
import { outcomeTones } from "./call-outcome-chip";

// Issue 23, item 1: beside a run's status, the calls in it that went wrong — a run can succeed with calls
// that failed, were refused or were denied. Coloured as the outcome chips of its trace.

const words: Record<TroubledCallOutcome, (count: number) => string> = {
  tool_error: (count) => `${count} tool ${count === 1 ? "error" : "errors"}`,
  handed_back: (count) => `${count} refused`,
  denied: (count) => `${count} denied`,
};

const meanings: Record<TroubledCallOutcome, string> = {
  tool_error: "Calls whose tool failed; the model read the error and carried on.",
  handed_back: "Calls refused and handed back to the model: nothing ran.",
  denied: "Calls the CEO denied at a gate.",
};

export function TroubledCallsChips({ counts }: { counts: TroubledCalls }) {
  const shown = TROUBLED_CALL_OUTCOMES.filter((outcome) => counts[outcome] > 0);
  if (shown.length === 0) return <span className="text-slate-400" title="No call failed, was refused or denied.">—</span>;
  return (
    <span data-testid="run-troubled-calls" className="flex flex-wrap gap-1">
      {shown.map((outcome) => (
        <Chip key={outcome} tone={outcomeTones[outcome]} title={meanings[outcome]} testId={`troubled-${outcome}`}>
          {words[outcome](counts[outcome])}
        </Chip>
      ))}
    </span>
  );
}

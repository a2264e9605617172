import type { CallOutcome } from "@/lib/client/api-types";
import { Chip, type ChipTone } from "../ui/chip";

export const outcomeTones: Record<CallOutcome, ChipTone> = {
  ok: "green",
  tool_error: "amber",
  handed_back: "grey",
  not_run: "grey",
  waiting: "blue",
  denied: "red",
  run_failed: "red",
  pending: "outline",
};

const outcomeMeanings: Record<CallOutcome, string> = {
  ok: "The tool ran and answered.",
  tool_error: "The tool failed; the model read the error as its result and carries on.",
  handed_back: "Refused and handed back: nothing ran, and the model gets another turn.",
  not_run: "Not run: another call of the same turn was refused, so nothing of the turn ran.",
  waiting: "Gated: the call waits for the CEO's decision.",
  denied: "The CEO denied this call.",
  run_failed: "The call failed the run.",
  pending: "Recorded; the run has not answered it yet.",
};

export function CallOutcomeChip({ outcome }: { outcome: CallOutcome }) {
  return (
    <Chip tone={outcomeTones[outcome] ?? "grey"} title={outcomeMeanings[outcome]} testId="call-outcome" dot={outcome === "pending" || outcome === "waiting"}>
      {outcome}
    </Chip>
  );
}

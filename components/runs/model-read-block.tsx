import type { CallOutcome } from "@/lib/client/api-types";
import { CodeBlock } from "../ui/code-block";

/** The exact text the model read for a call, trailer included; or why there is none yet. */
export function ModelReadBlock({ result, outcome }: { result: string | null; outcome: CallOutcome }) {
  if (result !== null) return <CodeBlock text={result} testId="call-result" />;
  const reason =
    outcome === "waiting"
      ? "Nothing yet: the call waits for the CEO's decision."
      : outcome === "pending"
        ? "Nothing yet: the call has not been answered."
        : "No result was recorded for this call.";
  return (
    <p data-testid="call-result-missing" className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-500 italic">
      {reason}
    </p>
  );
}

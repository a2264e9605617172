// os.ask_ceo: always gated (seed "Gates and grants"); the runtime calls this handler only after the CEO
// decided, and the decision (with its note) is the answer the model reads.

import type { ToolHandler } from "@/lib/runtime/ports";

export function askCeo(): ToolHandler {
  return async (context) => {
    const decision = context.gateDecision;
    // Fail closed: without a decision nobody answered, and an answer must never be made up.
    if (decision === undefined) throw new Error("os.ask_ceo answers only after the CEO has decided its gate, and no decision was given");
    const verdict = decision.decision === "approve" ? "The CEO approved." : "The CEO denied.";
    const note = decision.note?.trim();
    return note ? `${verdict}\nThe CEO's note: ${note}` : verdict;
  };
}

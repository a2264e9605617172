"use client";
import { useState } from "react";
import type { Gate, GateDecision } from "@/lib/client/api-types";
import { useDecideGate } from "@/lib/client/use-decide-gate";
import { ApiError } from "@/lib/client/fetch-json";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { TextArea } from "../ui/form-controls";

export type DecisionOutcome = { gate: Gate; decision: GateDecision; alreadyDecided: boolean };

type GateDecisionFormProps = { gate: Gate; onDecided: (outcome: DecisionOutcome) => void };

export function GateDecisionForm({ gate, onDecided }: GateDecisionFormProps) {
  const [note, setNote] = useState("");
  const decide = useDecideGate({
    onDecided: (decided, input) => onDecided({ gate: decided, decision: input.decision, alreadyDecided: false }),
    onAlreadyDecided: (input) => onDecided({ gate, decision: input.decision, alreadyDecided: true }),
  });
  const noteId = `gate-note-${gate.id}`;

  function submit(decision: GateDecision) {
    decide.mutate({ gateId: gate.id, decision, note, runId: gate.runId, callId: gate.callId });
  }

  const pending = decide.isPending ? decide.variables?.decision : null;
  return (
    <div className="space-y-2">
      <label htmlFor={noteId} className="block text-xs font-medium text-slate-700">
        Note <span className="font-normal text-slate-400">(optional, kept with the decision)</span>
      </label>
      <TextArea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} data-testid="gate-note" placeholder="Why, or what to watch for" />
      <div className="flex items-center gap-2">
        <Button tone="approve" onClick={() => submit("approve")} disabled={decide.isPending} data-testid="gate-approve">
          {pending === "approve" ? "Approving…" : "Approve"}
        </Button>
        <Button tone="danger" onClick={() => submit("deny")} disabled={decide.isPending} data-testid="gate-deny">
          {pending === "deny" ? "Denying…" : "Deny"}
        </Button>
      </div>
      {decide.error && !(decide.error instanceof ApiError && decide.error.code === "gate_decided") && <ErrorNotice error={decide.error} />}
    </div>
  );
}

"use client";
import { useState } from "react";
import type { GateDecision } from "@/lib/client/api-types";
import { ApiError } from "@/lib/client/fetch-json";
import { useDecideGate } from "@/lib/client/use-decide-gate";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { TextInput } from "../ui/form-controls";

type InlineGateApprovalProps = { gateId: string };

/**
 * ONE-PRODUCT.md, People: a person holding the CEO role may decide a run's gate inline, on an approval
 * card in its timeline; the same decision endpoint as the portal, so it applies to exactly this call.
 */
export function InlineGateApproval({ gateId }: InlineGateApprovalProps) {
  const decide = useDecideGate();
  const [note, setNote] = useState("");
  const alreadyDecided = decide.error instanceof ApiError && decide.error.code === "gate_decided";

  function submit(decision: GateDecision) {
    decide.mutate({ gateId, decision, note });
  }

  if (decide.isSuccess) {
    return (
      <p data-testid="inline-gate-decided" className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">
        {decide.variables.decision === "approve" ? "Approved" : "Denied"}. The run continues on its own.
      </p>
    );
  }
  return (
    <div data-testid="inline-gate" className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-3">
      <p className="text-xs font-medium text-sky-900">This call waits for the CEO. You hold the CEO role: decide it here.</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`inline-note-${gateId}`} className="sr-only">
          Note
        </label>
        <TextInput id={`inline-note-${gateId}`} placeholder="Note (optional)" value={note} onChange={(event) => setNote(event.target.value)} className="max-w-xs" />
        <Button size="sm" tone="approve" disabled={decide.isPending} onClick={() => submit("approve")} data-testid="inline-gate-approve">
          Approve
        </Button>
        <Button size="sm" tone="danger" disabled={decide.isPending} onClick={() => submit("deny")} data-testid="inline-gate-deny">
          Deny
        </Button>
      </div>
      {alreadyDecided ? <p className="text-xs text-amber-800">Already decided: someone decided this gate first.</p> : decide.error && <ErrorNotice error={decide.error} />}
    </div>
  );
}

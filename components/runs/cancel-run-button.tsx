"use client";
import { useState } from "react";
import { peopleMessage } from "@/lib/client/people-message";
import { useCancelRun } from "@/lib/client/use-cancel-run";
import { Button } from "../ui/button";

/** Issue 12, item 12: a cancel asks first — it cannot be undone, and it closes the run's open gates. */
export function CancelRunButton({ runId }: { runId: string }) {
  const cancel = useCancelRun(runId);
  const [confirming, setConfirming] = useState(false);
  if (confirming && !cancel.isPending) {
    return (
      <span role="group" aria-label="Confirm the cancel" data-testid="cancel-run-confirmation" className="inline-flex items-center gap-2">
        <span className="text-xs text-slate-700">Cancel this run? Nothing more of it runs, and its open gates close as cancelled.</span>
        <Button
          size="sm"
          tone="danger"
          autoFocus
          onClick={() => {
            setConfirming(false);
            cancel.mutate();
          }}
          data-testid="cancel-run-confirm"
        >
          Yes, cancel it
        </Button>
        <Button size="sm" tone="ghost" onClick={() => setConfirming(false)} data-testid="cancel-run-keep">
          Keep it running
        </Button>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" tone="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending} data-testid="cancel-run">
        {cancel.isPending ? "Cancelling…" : "Cancel run"}
      </Button>
      {cancel.error && <span className="text-xs text-red-700">{peopleMessage(cancel.error)}</span>}
    </span>
  );
}

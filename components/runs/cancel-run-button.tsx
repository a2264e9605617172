"use client";
import { useCancelRun } from "@/lib/client/use-cancel-run";
import { Button } from "../ui/button";

export function CancelRunButton({ runId }: { runId: string }) {
  const cancel = useCancelRun(runId);
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" tone="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="cancel-run">
        {cancel.isPending ? "Cancelling…" : "Cancel run"}
      </Button>
      {cancel.error && <span className="text-xs text-red-700">{cancel.error.message}</span>}
    </span>
  );
}

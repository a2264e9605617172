"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useDeleteAgent } from "@/lib/client/use-delete-agent";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { Panel } from "../ui/panel";

type DeleteAgentPanelProps = { agent: { id: string; name: string } };

/** DELETE /v1/agents/:id behind a confirmation that says what happens to the agent's runs and the rest. */
export function DeleteAgentPanel({ agent }: DeleteAgentPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const deleteAgent = useDeleteAgent();
  const router = useRouter();
  return (
    <Panel title="Delete this agent" testId="delete-agent-panel">
      {!confirming ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-600">Its runs stay readable; nothing new starts with it.</p>
          <Button tone="danger" size="sm" onClick={() => setConfirming(true)} data-testid="agent-delete">
            Delete agent…
          </Button>
        </div>
      ) : (
        <div role="group" aria-label={`Confirm deleting ${agent.name}`} data-testid="agent-delete-confirmation" className="space-y-3 rounded-md border border-red-200 bg-red-50 px-3 py-2.5">
          <p className="text-sm font-medium text-red-950">Delete {agent.name}?</p>
          <ul className="list-disc space-y-1 pl-5 text-xs text-red-950">
            <li>Its runs stay readable in Runs, with their turns, calls, gates and results, under its name.</li>
            <li>Runs already under way finish as they started; no new run, schedule firing or playground call can use it.</li>
            <li>It leaves the agents list, and its schedules stop.</li>
          </ul>
          <div className="flex gap-2">
            <Button
              tone="danger"
              size="sm"
              disabled={deleteAgent.isPending}
              onClick={() => deleteAgent.mutate(agent.id, { onSuccess: () => router.push("/agents") })}
              data-testid="agent-delete-confirm"
            >
              {deleteAgent.isPending ? "Deleting…" : "Delete agent"}
            </Button>
            <Button size="sm" onClick={() => setConfirming(false)} disabled={deleteAgent.isPending} data-testid="agent-delete-cancel">
              Keep it
            </Button>
          </div>
          {deleteAgent.error && <ErrorNotice error={deleteAgent.error} />}
        </div>
      )}
    </Panel>
  );
}

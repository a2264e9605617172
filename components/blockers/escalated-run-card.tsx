"use client";
import Link from "next/link";
import { useState } from "react";
import type { Blocker } from "@/lib/contracts/unblock-schemas";
import { useUnblockRun, type UnblockRequest } from "@/lib/client/use-unblock-run";
import { RunStatusChip } from "../runs/run-status-chip";
import { Button } from "../ui/button";
import { CodeBlock } from "../ui/code-block";
import { ErrorNotice } from "../ui/error-notice";
import { TextArea } from "../ui/form-controls";
import { TimeLabel } from "../ui/time-label";

const BLOCKED_BY_WORDS: Record<Blocker["blockedBy"], string> = {
  failed: "It failed",
  gate: "It waits on a gate",
  secret_request: "It waits on a secret",
};

/**
 * Issue 18, item 4: a run escalated to the CEO, beside the gates: why it is stuck, the note it was escalated
 * with, and the CEO's two ways on — retry it (it continues from its last committed turn) or clear it (it ends
 * as cancelled with the note). Both are recorded on the run's timeline.
 */
export function EscalatedRunCard({ blocker }: { blocker: Blocker }) {
  const [note, setNote] = useState("");
  const unblock = useUnblockRun(blocker.runId);
  const noteId = `escalation-note-${blocker.runId}`;
  const pending = unblock.isPending ? unblock.variables?.action : null;
  const act = (action: UnblockRequest["action"]) => unblock.mutate({ action, note });
  return (
    <article data-testid="escalated-run-card" data-run-id={blocker.runId} className="rounded-lg border border-amber-300 bg-white shadow-xs">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-100 bg-amber-50 px-4 py-2.5">
        <span className="text-sm font-semibold text-amber-900">Escalated run</span>
        <RunStatusChip status={blocker.status} />
        <span className="text-xs text-slate-600">
          agent {blocker.agent.name}
          {blocker.team ? ` · team ${blocker.team.name}` : ""}
        </span>
        {blocker.escalation && (
          <span className="text-xs text-slate-500">
            escalated <TimeLabel iso={blocker.escalation.at} />
          </span>
        )}
        <Link href={`/runs/${blocker.runId}`} data-testid="escalated-run-link" className="ml-auto text-xs font-medium text-sky-700 hover:underline">
          Open the run timeline
        </Link>
      </header>
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3">
          <div>
            <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">What is asked of you</h3>
            <p data-testid="escalation-note" className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">
              {blocker.escalation?.note || "No note was given."}
            </p>
          </div>
          <div>
            <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{BLOCKED_BY_WORDS[blocker.blockedBy]}</h3>
            <p className="mt-0.5 text-sm text-slate-700">{blocker.reason}</p>
          </div>
          <label htmlFor={noteId} className="block text-xs font-medium text-slate-700">
            Note <span className="font-normal text-slate-400">(kept on the run&apos;s timeline; needed to clear it)</span>
          </label>
          <TextArea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} data-testid="escalation-decision-note" placeholder="Why retry it, or why it is no longer needed" />
          <div className="flex items-center gap-2">
            <Button tone="approve" onClick={() => act("retry")} disabled={unblock.isPending || blocker.status !== "failed"} data-testid="escalated-run-retry" title={blocker.status === "failed" ? undefined : "Only a failed run can be retried; a waiting run goes on once its gate is decided."}>
              {pending === "retry" ? "Retrying…" : "Retry"}
            </Button>
            <Button tone="danger" onClick={() => act("clear")} disabled={unblock.isPending || note.trim() === ""} data-testid="escalated-run-clear">
              {pending === "clear" ? "Clearing…" : "Clear"}
            </Button>
          </div>
          {unblock.error && <ErrorNotice error={unblock.error} />}
        </div>
        <div className="min-w-0 space-y-2 rounded-md bg-slate-50 p-3">
          <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">The run</h3>
          <p className="text-xs text-slate-600">
            {blocker.task ? `Task ${blocker.task}` : "No task"}
            {blocker.owner ? ` · owner ${blocker.owner.name}` : ""}
          </p>
          <CodeBlock text={blocker.input} tone="muted" maxHeight="sm" />
          <p className="font-mono text-[11px] text-slate-400">run {blocker.runId}</p>
        </div>
      </div>
    </article>
  );
}

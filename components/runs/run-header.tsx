import type { Run } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { endedInError, isRunLive } from "@/lib/client/run-status";
import { runTitle } from "@/lib/client/run-title";
import { CodeBlock } from "../ui/code-block";
import { FactsTable } from "../ui/facts-table";
import { TimeLabel } from "../ui/time-label";
import { RunStatusChip } from "./run-status-chip";
import { TroubledCallsChips } from "./troubled-calls-chips";

export function RunHeader({ run }: { run: Run }) {
  const duration = run.durationMs;
  const links = Array.isArray(run.executionLinks) ? run.executionLinks : [];
  return (
    <div data-testid="run-header" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <RunStatusChip status={run.status} testId="run-status" />
        <h2 data-testid="run-execution-name" className="text-base font-semibold text-slate-900">
          {runTitle(run)}
        </h2>
        <code className="font-mono text-[11px] text-slate-400">{run.id}</code>
        {isRunLive(run.status) && <span className="text-xs text-slate-500">Updating live…</span>}
      </div>
      {run.failure && (
        <div
          role={endedInError(run.status) ? "alert" : "status"}
          data-testid="run-failure"
          className={`rounded-md border px-3 py-2 text-sm ${endedInError(run.status) ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-slate-50 text-slate-700"}`}
        >
          <code className="mr-2 font-mono text-xs font-semibold">{run.failure.code}</code>
          {run.failure.message}
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FactsTable
          facts={[
            { label: "agent", value: run.agentName ?? run.agentId },
            { label: "task", value: run.taskId ? (run.taskName ?? run.taskId) : <span className="text-slate-400">none</span> },
            { label: "kind", value: run.kind },
            { label: "remaining calls", value: run.remainingToolCalls, testId: "run-remaining-calls" },
            // Issue 23, item 1: as the runs list's Calls column shows them.
            { label: "went wrong", value: <TroubledCallsChips counts={run.troubledCalls} />, testId: "run-header-troubled-calls" },
            { label: "conversation", value: run.conversationId },
          ]}
        />
        <FactsTable
          facts={[
            { label: "created", value: <TimeLabel iso={run.createdAt} /> },
            { label: "started", value: <TimeLabel iso={run.startedAt} /> },
            { label: "finished", value: <TimeLabel iso={run.finishedAt} /> },
            { label: "took", value: duration === null ? "—" : formatDuration(duration) },
            {
              label: "links",
              value:
                links.length === 0 ? (
                  <span className="text-slate-400">none</span>
                ) : (
                  <span className="flex flex-col">
                    {links.map((link) =>
                      // A link is written by the model (os.add_execution_link): only http(s) becomes clickable.
                      /^https?:\/\//i.test(link.url) ? (
                        <a key={link.url} href={link.url} target="_blank" rel="noreferrer noopener" className="text-sky-700 hover:underline">
                          {link.label || link.url}
                        </a>
                      ) : (
                        <span key={link.url}>
                          {link.label || link.url} <span className="text-slate-400">({link.url})</span>
                        </span>
                      ),
                    )}
                  </span>
                ),
            },
          ]}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h3 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Input</h3>
          <CodeBlock text={run.input} tone="muted" maxHeight="sm" testId="run-input" />
        </div>
        <div>
          <h3 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Output</h3>
          {run.output === null ? (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-500 italic">{isRunLive(run.status) ? "Not yet." : "No output."}</p>
          ) : (
            <CodeBlock text={run.output} tone="muted" maxHeight="sm" testId="run-output" />
          )}
        </div>
      </div>
    </div>
  );
}

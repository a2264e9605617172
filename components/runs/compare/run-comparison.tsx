"use client";
import Link from "next/link";
import type { Run } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { compareCalls, firstDivergence, runFacts, type ComparedCall, type ComparisonRow } from "@/lib/client/run-comparison";
import { formatUsd } from "@/lib/contracts/model-cost";
import { CallOutcomeChip } from "../call-outcome-chip";
import { RunStatusChip } from "../run-status-chip";
import { CodeBlock } from "../../ui/code-block";
import { Panel } from "../../ui/panel";

const ROW_TONES: Record<ComparisonRow["difference"], string> = { same: "", outcome: "bg-amber-50", tool: "bg-rose-50" };
const ROW_WORDS: Record<ComparisonRow["difference"], string> = { same: "same", outcome: "ended otherwise", tool: "another call" };

function CallCell({ call }: { call: ComparedCall | null }) {
  if (call === null) return <td className="px-2 py-1.5 text-slate-400">—</td>;
  return (
    <td className="px-2 py-1.5">
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-slate-800">{call.name}</span>
        <CallOutcomeChip outcome={call.outcome} />
        {call.code && <span className="font-mono text-[11px] text-slate-500">{call.code}</span>}
        <span className="ml-auto text-[11px] text-slate-400 tabular-nums">
          turn {call.turn + 1} · {formatDuration(call.durationMs)}
        </span>
      </span>
    </td>
  );
}

function RunHead({ run, side }: { run: Run; side: "left" | "right" }) {
  const facts = runFacts(run);
  return (
    <div data-testid={`compare-${side}`} className="min-w-0 space-y-2 rounded-md border border-slate-200 bg-white p-3">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <RunStatusChip status={facts.status} />
        <Link href={`/runs/${run.id}`} className="font-mono text-sky-700 hover:underline">
          {run.id.slice(0, 8)}
        </Link>
        <span className="text-slate-500">{run.agentName}</span>
      </p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-slate-500">took</dt>
        <dd data-testid="compare-duration">{facts.durationMs === null ? "not ended" : formatDuration(facts.durationMs)}</dd>
        <dt className="text-slate-500">calls</dt>
        <dd data-testid="compare-calls">
          {facts.calls}
          {facts.troubled > 0 && <span className="text-amber-700"> · {facts.troubled} errored, refused or denied</span>}
        </dd>
        <dt className="text-slate-500">tokens</dt>
        <dd>
          {facts.inputTokens.toLocaleString("en")} in · {facts.outputTokens.toLocaleString("en")} out{facts.usd !== null && ` · ${formatUsd(facts.usd)}`}
        </dd>
      </dl>
      <CodeBlock text={run.input} tone="muted" maxHeight="sm" />
      <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Output</h3>
      <CodeBlock text={run.output ?? (run.failure ? `${run.failure.code}: ${run.failure.message}` : "No output yet.")} maxHeight="sm" testId={`compare-output-${side}`} />
    </div>
  );
}

/** Issue 23, item 8: two runs of one task side by side — figures, outputs, and their calls aligned in order. */
export function RunComparison({ left, right }: { left: Run; right: Run }) {
  const rows = compareCalls(left, right);
  const divergence = firstDivergence(rows);
  const differentTasks = left.taskId !== right.taskId;
  return (
    <div data-testid="run-comparison" className="space-y-4">
      {differentTasks && (
        <p data-testid="compare-different-tasks" className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
          These runs belong to different tasks ({left.taskName ?? "no task"} and {right.taskName ?? "no task"}): their calls may differ for that reason alone.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <RunHead run={left} side="left" />
        <RunHead run={right} side="right" />
      </div>
      <Panel title="Calls, in order" testId="compare-calls-panel">
        <p data-testid="compare-divergence" className="mb-2 text-xs text-slate-600">
          {rows.length === 0 ? "Neither run called a tool." : divergence === null ? `Both runs made the same ${rows.length} calls, ending the same way.` : `The runs part ways at call ${divergence + 1} of ${rows.length}.`}
        </p>
        {rows.length > 0 && (
          <table className="w-full table-fixed text-xs">
            <thead className="text-left text-[11px] text-slate-500">
              <tr>
                <th className="w-10 px-2 py-1 font-medium">#</th>
                <th className="px-2 py-1 font-medium">This run</th>
                <th className="px-2 py-1 font-medium">The other</th>
                <th className="w-28 px-2 py-1 font-medium">Difference</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.position} data-testid="compare-row" data-difference={row.difference} className={ROW_TONES[row.difference]}>
                  <td className="px-2 py-1.5 text-slate-400 tabular-nums">{row.position + 1}</td>
                  <CallCell call={row.left} />
                  <CallCell call={row.right} />
                  <td className="px-2 py-1.5 text-slate-600">{ROW_WORDS[row.difference]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
}

"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import type { RunSummary } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { endedInError } from "@/lib/client/run-status";
import { inputExcerpt, isNamedRun, runTitle } from "@/lib/client/run-title";
import { TimeLabel } from "../ui/time-label";
import { RunStatusChip } from "./run-status-chip";
import { TroubledCallsChips } from "./troubled-calls-chips";

const headings = ["Status", "Calls", "Run", "Agent", "Task", "Kind", "Created", "Duration"];

/** Issue 12, item 10: each run by its name (or its input), its agent's and task's names, and how long it took; issue 23: its calls that went wrong. */
export function RunsTable({ runs }: { runs: RunSummary[] }) {
  const router = useRouter();
  // The whole row opens the run; the link in it stays the keyboard's (and the middle click's) way in.
  function openRun(event: MouseEvent<HTMLTableRowElement>, id: string) {
    if ((event.target as HTMLElement).closest("a") || window.getSelection()?.toString()) return;
    router.push(`/runs/${id}`);
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="runs-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`px-3 py-2 font-semibold ${heading === "Duration" ? "text-right" : ""}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.id} data-testid="run-row" data-run-id={run.id} onClick={(event) => openRun(event, run.id)} className="cursor-pointer align-top hover:bg-slate-50">
              <td className="px-3 py-1.5 whitespace-nowrap">
                <RunStatusChip status={run.status} />
              </td>
              <td data-testid="run-calls" className="px-3 py-1.5">
                <TroubledCallsChips counts={run.troubledCalls} />
              </td>
              <td className="max-w-xl min-w-64 px-3 py-1.5">
                <Link href={`/runs/${run.id}`} className="font-medium text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600" data-testid="run-link" title={run.input}>
                  {runTitle(run)}
                </Link>
                {isNamedRun(run) && (
                  <p className="mt-0.5 text-slate-500" title={run.input}>
                    {inputExcerpt(run.input)}
                  </p>
                )}
                {run.failure && (
                  <p data-testid="run-failure-code" className={`mt-0.5 ${endedInError(run.status) ? "text-red-700" : "text-slate-500"}`} title={run.failure.message}>
                    <code className="font-mono text-[11px]">{run.failure.code}</code>
                  </p>
                )}
              </td>
              <td data-testid="run-agent" className="px-3 py-1.5 whitespace-nowrap text-slate-700">
                {run.agentName}
              </td>
              <td data-testid="run-task" className="px-3 py-1.5 whitespace-nowrap text-slate-700">
                {run.taskName ?? <span className="text-slate-400">—</span>}
              </td>
              <td className="px-3 py-1.5 font-mono text-[11px] whitespace-nowrap text-slate-500">{run.kind}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-500">
                <TimeLabel iso={run.createdAt} />
              </td>
              <td data-testid="run-duration" className="px-3 py-1.5 text-right whitespace-nowrap text-slate-600 tabular-nums">
                {run.durationMs === null ? <span className="text-slate-400">{run.finishedAt ? "—" : "running"}</span> : formatDuration(run.durationMs)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

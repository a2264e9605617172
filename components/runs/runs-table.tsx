"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import type { RunSummary } from "@/lib/client/api-types";
import { TimeLabel } from "../ui/time-label";
import { RunStatusChip } from "./run-status-chip";

const INPUT_EXCERPT_CHARS = 90;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > INPUT_EXCERPT_CHARS ? `${flat.slice(0, INPUT_EXCERPT_CHARS)}…` : flat;
}

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
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
            <th scope="col" className="px-3 py-2 font-semibold">Execution name</th>
            <th scope="col" className="px-3 py-2 font-semibold">Input</th>
            <th scope="col" className="px-3 py-2 font-semibold">Agent</th>
            <th scope="col" className="px-3 py-2 font-semibold">Kind</th>
            <th scope="col" className="px-3 py-2 font-semibold">Created</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {runs.map((run) => (
            <tr key={run.id} data-testid="run-row" data-run-id={run.id} onClick={(event) => openRun(event, run.id)} className="cursor-pointer hover:bg-slate-50">
              <td className="px-3 py-1.5 whitespace-nowrap">
                <RunStatusChip status={run.status} />
              </td>
              <td className="max-w-56 truncate px-3 py-1.5">
                <Link href={`/runs/${run.id}`} className="font-medium text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600" data-testid="run-link">
                  {run.executionName ?? <span className="font-mono text-slate-500">{run.id.slice(0, 12)}</span>}
                </Link>
              </td>
              <td className="max-w-md px-3 py-1.5 text-slate-700" title={run.input}>
                {excerpt(run.input)}
                {run.failure && (
                  <span className="ml-2 font-mono text-[11px] text-red-700" title={run.failure.message}>
                    {run.failure.code}
                  </span>
                )}
              </td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-700">{run.agentName}</td>
              <td className="px-3 py-1.5 font-mono text-[11px] whitespace-nowrap text-slate-500">{run.kind}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-500">
                <TimeLabel iso={run.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

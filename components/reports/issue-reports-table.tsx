"use client";
import Link from "next/link";
import type { IssueReportView, IssueSeverity } from "@/lib/client/api-types";
import { Chip, type ChipTone } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";
import { IssueStatusChip } from "../recommendations/recommendation-chips";
import { EndIssueForm } from "./end-issue-form";

const severityTone: Record<IssueSeverity, ChipTone> = { low: "grey", medium: "amber", high: "red" };

/** What agents reported and the recommendations accepted as issues, newest first, each with how it ended. */
export function IssueReportsTable({ reports }: { reports: readonly IssueReportView[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="issue-reports-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Severity</th>
            <th scope="col" className="px-3 py-2 font-semibold">Report</th>
            <th scope="col" className="px-3 py-2 font-semibold">From</th>
            <th scope="col" className="px-3 py-2 font-semibold">Reported</th>
            <th scope="col" className="px-3 py-2 font-semibold">Run</th>
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} id={`issue-${report.id}`} data-testid="issue-report-row" data-issue-id={report.id} className="border-t border-slate-100 align-top first:border-t-0 target:bg-sky-50">
              <td className="px-3 py-2">
                <Chip tone={severityTone[report.severity]}>{report.severity}</Chip>
              </td>
              <td className="max-w-xl px-3 py-2">
                <p data-testid="issue-report-title" className="font-medium text-slate-900">
                  {report.title}
                </p>
                <p className="mt-0.5 whitespace-pre-wrap text-slate-600">{report.details}</p>
              </td>
              <td className="px-3 py-2 text-slate-700">
                {report.recommendationId ? (
                  <>
                    <Link href="/recommendations" data-testid="issue-report-recommendation-link" className="font-medium text-sky-700 hover:underline">
                      Accepted recommendation
                    </Link>
                    {report.reportedBy && <span className="block text-[11px] text-slate-400">accepted by {report.reportedBy}</span>}
                  </>
                ) : (
                  <>
                    {report.agentName ?? "A deleted agent"}
                    {report.reportedBy && <span className="block text-[11px] text-slate-400">for {report.reportedBy}</span>}
                  </>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">
                <TimeLabel iso={report.createdAt} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {report.runId ? (
                  <Link href={`/runs/${report.runId}`} data-testid="issue-report-run-link" className="font-medium text-sky-700 hover:underline">
                    Open the run
                  </Link>
                ) : (
                  <span className="text-slate-400">{report.agentId ? "playground" : "none"}</span>
                )}
              </td>
              <td className="w-64 px-3 py-2">
                <IssueStatusChip status={report.status} />
                {report.status === "open" ? (
                  <div className="mt-2">
                    <EndIssueForm report={report} />
                  </div>
                ) : (
                  <div className="mt-1 space-y-0.5">
                    {report.outcome && <p data-testid="issue-report-outcome" className="whitespace-pre-wrap text-slate-700">{report.outcome}</p>}
                    <p className="text-[11px] text-slate-400">
                      {report.endedBy ? `by ${report.endedBy}` : null}
                      {report.endedAt && <> · <TimeLabel iso={report.endedAt} /></>}
                    </p>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

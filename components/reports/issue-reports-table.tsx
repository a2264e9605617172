import Link from "next/link";
import type { IssueReportView, IssueSeverity } from "@/lib/client/api-types";
import { Chip, type ChipTone } from "../ui/chip";
import { TimeLabel } from "../ui/time-label";

const severityTone: Record<IssueSeverity, ChipTone> = { low: "grey", medium: "amber", high: "red" };

/** What agents reported, newest first: severity, title and details, the agent, and a link to the run. */
export function IssueReportsTable({ reports }: { reports: readonly IssueReportView[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table data-testid="issue-reports-table" className="w-full text-left text-xs">
        <thead className="border-b border-slate-200 bg-slate-50 text-[11px] tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Severity</th>
            <th scope="col" className="px-3 py-2 font-semibold">Report</th>
            <th scope="col" className="px-3 py-2 font-semibold">Agent</th>
            <th scope="col" className="px-3 py-2 font-semibold">Reported</th>
            <th scope="col" className="px-3 py-2 font-semibold">Run</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id} data-testid="issue-report-row" className="border-t border-slate-100 align-top first:border-t-0">
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
                {report.agentName}
                {report.reportedBy && <span className="block text-[11px] text-slate-400">for {report.reportedBy}</span>}
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
                  <span className="text-slate-400">playground</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

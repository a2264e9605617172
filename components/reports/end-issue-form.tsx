"use client";
import { useState } from "react";
import type { IssueReportView } from "@/lib/client/api-types";
import { useEndIssueReport } from "@/lib/client/use-end-issue-report";
import { Button } from "../ui/button";
import { ErrorNotice } from "../ui/error-notice";
import { TextArea } from "../ui/form-controls";

/** CONTRACT.md, Recommendations: an admin ends an open issue, resolved or won't fix, with its outcome. */
export function EndIssueForm({ report }: { report: IssueReportView }) {
  const [outcome, setOutcome] = useState("");
  const end = useEndIssueReport();
  const outcomeId = `issue-outcome-${report.id}`;
  const pending = end.isPending ? end.variables?.status : null;
  const blank = outcome.trim() === "";
  return (
    <div className="space-y-1.5">
      <label htmlFor={outcomeId} className="block text-[11px] font-medium text-slate-600">
        Outcome
      </label>
      <TextArea id={outcomeId} rows={2} value={outcome} onChange={(event) => setOutcome(event.target.value)} data-testid="issue-outcome" placeholder="What was done, or why nothing will be" />
      <div className="flex flex-wrap items-center gap-1.5">
        <Button size="sm" tone="approve" disabled={blank || end.isPending} onClick={() => end.mutate({ id: report.id, status: "resolved", outcome })} data-testid="issue-resolve">
          {pending === "resolved" ? "Resolving…" : "Resolve"}
        </Button>
        <Button size="sm" disabled={blank || end.isPending} onClick={() => end.mutate({ id: report.id, status: "wont_fix", outcome })} data-testid="issue-wont-fix">
          {pending === "wont_fix" ? "Saving…" : "Won't fix"}
        </Button>
        {blank && <span className="text-[11px] text-slate-400">Write the outcome first.</span>}
      </div>
      {end.error && <ErrorNotice error={end.error} title="The issue was not ended." />}
    </div>
  );
}

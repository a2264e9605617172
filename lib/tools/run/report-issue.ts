// report_issue: an IssueReport admins read on the Reports page. Idempotent (retry safety): the same title
// within one run is filed once (a playground call, which has no run, dedupes among the agent's run-less reports).
// CONTRACT.md, Recommendations: "agents propose them with report_issue" — the report is also proposed as an
// `agent` recommendation resting on it, in the same transaction (agent-recommendation.ts).

import type { IssueSeverity } from "@/lib/contracts/issue-report-bodies";
import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { proposeFromReport } from "@/lib/server/recommendations/agent-recommendation";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";

type IssueInput = { title: string; details: string; severity?: IssueSeverity };

export async function reportIssue({ title, details, severity = "medium" }: IssueInput, context: ToolContext, services: ToolServices): Promise<string> {
  const report = { ...agentScopeOf(context), runId: context.runId, title };
  const answer = await services.db.$transaction(async (transaction) => {
    await lockFor(transaction, ["report_issue", report.agentId, report.runId, title]);
    const existing = await transaction.issueReport.findFirst({ where: report, select: { id: true } });
    if (existing !== null) return { reportId: existing.id, status: "already_reported" };
    const created = await transaction.issueReport.create({
      data: { ...report, details, severity, conversationId: context.conversationId, reportedById: context.actingUserId, createdAt: services.now() },
    });
    await proposeFromReport(transaction, created);
    return { reportId: created.id, status: "reported" };
  });
  return jsonText({ ...answer, title, message: "The admins can read this report. Carry on with the work you can still do." });
}

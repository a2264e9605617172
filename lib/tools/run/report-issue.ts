// report_issue: an IssueReport admins read on the Reports page. Idempotent (retry safety): the same title
// within one run is filed once (a playground call, which has no run, dedupes among the agent's run-less reports).

import type { ToolHandler } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";
import { optionalString, requiredString } from "../read-input";
import type { ToolDependencies } from "../tool-dependencies";

export type IssueSeverity = "low" | "medium" | "high";

function severityOf(value: string | undefined): IssueSeverity {
  return value === "low" || value === "high" ? value : "medium";
}

export function reportIssue(dependencies: ToolDependencies): ToolHandler {
  return async (context, input) => {
    const title = requiredString(input, "title");
    const details = requiredString(input, "details");
    const severity = severityOf(optionalString(input, "severity"));
    const report = { ...agentScopeOf(context), runId: context.runId, title };
    const answer = await dependencies.db.$transaction(async (transaction) => {
      await lockFor(transaction, ["report_issue", report.agentId, report.runId, title]);
      const existing = await transaction.issueReport.findFirst({ where: report, select: { id: true } });
      if (existing !== null) return { reportId: existing.id, status: "already_reported" };
      const created = await transaction.issueReport.create({
        data: { ...report, details, severity, conversationId: context.conversationId, reportedById: context.actingUserId, createdAt: dependencies.now() },
        select: { id: true },
      });
      return { reportId: created.id, status: "reported" };
    });
    return jsonText({ ...answer, title, message: "The admins can read this report. Carry on with the work you can still do." });
  };
}

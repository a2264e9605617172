import { z } from "zod";

// report_issue (ONE-PRODUCT "Offer", a run's own tool): what an agent filed, as admins read it; and since
// issue 18 (CONTRACT.md, Recommendations) the issues filed by accepting a recommendation, which an admin
// ends with an outcome.

export const ISSUE_SEVERITIES = ["low", "medium", "high"] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export const ISSUE_STATUSES = ["open", "resolved", "wont_fix"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const IssueStatusSchema = z.enum(ISSUE_STATUSES);

/** How an admin may end an issue: every status but `open`. */
export const ENDED_ISSUE_STATUSES = ["resolved", "wont_fix"] as const;
export const ISSUE_OUTCOME_MAX = 2000;

export const IssueReportViewSchema = z.strictObject({
  id: z.string(),
  agentId: z.string().nullable().describe("Null for an issue filed from a recommendation the OS or an admin made."),
  agentName: z.string().nullable(),
  runId: z.string().nullable(),
  conversationId: z.string().nullable(),
  title: z.string(),
  details: z.string(),
  severity: z.enum(ISSUE_SEVERITIES),
  reportedBy: z.string().nullable().describe("The acting user of the run that reported (or who accepted the recommendation), by email."),
  status: IssueStatusSchema,
  outcome: z.string().nullable(),
  endedBy: z.string().nullable().describe("The admin who ended it, by email."),
  endedAt: z.iso.datetime().nullable(),
  recommendationId: z.string().nullable().describe("The recommendation whose acceptance filed it."),
  createdAt: z.iso.datetime(),
});
export type IssueReportView = z.infer<typeof IssueReportViewSchema>;

export const IssueReportListSchema = z.strictObject({ issueReports: z.array(IssueReportViewSchema) });

export const EndIssueReportBodySchema = z.strictObject({
  status: z.enum(ENDED_ISSUE_STATUSES),
  outcome: z.string().trim().min(1).max(ISSUE_OUTCOME_MAX).describe("What was done, or why nothing will be."),
});
export type EndIssueReportBody = z.infer<typeof EndIssueReportBodySchema>;

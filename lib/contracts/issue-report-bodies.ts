import { z } from "zod";

// report_issue (ONE-PRODUCT "Offer", a run's own tool): what an agent filed, as admins read it.

export const ISSUE_SEVERITIES = ["low", "medium", "high"] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export const IssueReportViewSchema = z.strictObject({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  runId: z.string().nullable(),
  conversationId: z.string().nullable(),
  title: z.string(),
  details: z.string(),
  severity: z.enum(ISSUE_SEVERITIES),
  reportedBy: z.string().nullable().describe("The acting user of the run that reported, by email."),
  createdAt: z.iso.datetime(),
});
export type IssueReportView = z.infer<typeof IssueReportViewSchema>;

export const IssueReportListSchema = z.strictObject({ issueReports: z.array(IssueReportViewSchema) });

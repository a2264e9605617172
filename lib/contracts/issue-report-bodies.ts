// report_issue (ONE-PRODUCT "Offer", a run's own tool): what an agent filed, as admins read it.

export const ISSUE_SEVERITIES = ["low", "medium", "high"] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

export type IssueReportView = {
  id: string;
  agentId: string;
  agentName: string;
  runId: string | null;
  conversationId: string | null;
  title: string;
  details: string;
  severity: IssueSeverity;
  /** The acting user of the run that reported, by email. */
  reportedBy: string | null;
  createdAt: string;
};

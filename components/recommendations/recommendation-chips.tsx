import type { IssueStatus, RecommendationSource, RecommendationStatus } from "@/lib/client/api-types";
import { Chip, type ChipTone } from "../ui/chip";

const statusTone: Record<RecommendationStatus, ChipTone> = { open: "blue", deferred: "amber", accepted: "green", rejected: "grey" };
const sourceLabel: Record<RecommendationSource, string> = { os: "made by the OS", agent: "reported by an agent", admin: "added by an admin" };
const issueTone: Record<IssueStatus, ChipTone> = { open: "blue", resolved: "green", wont_fix: "grey" };
export const ISSUE_STATUS_LABEL: Record<IssueStatus, string> = { open: "open", resolved: "resolved", wont_fix: "won't fix" };

export function RecommendationStatusChip({ status }: { status: RecommendationStatus }) {
  return <Chip tone={statusTone[status]} testId="recommendation-status">{status}</Chip>;
}

export function RecommendationSourceChip({ source }: { source: RecommendationSource }) {
  return <Chip tone="outline">{sourceLabel[source]}</Chip>;
}

export function IssueStatusChip({ status }: { status: IssueStatus }) {
  return <Chip tone={issueTone[status]} testId="issue-status">{ISSUE_STATUS_LABEL[status]}</Chip>;
}

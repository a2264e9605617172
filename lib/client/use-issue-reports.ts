"use client";
import { useQuery } from "@tanstack/react-query";
import type { IssueReportView } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

/** GET /v1/issue-reports: what agents filed with report_issue, newest first. */
export function useIssueReports() {
  return useQuery({
    queryKey: queryKeys.issueReports(),
    queryFn: async () => (await fetchJson<{ issueReports: IssueReportView[] }>(apiPaths.issueReports())).issueReports,
  });
}

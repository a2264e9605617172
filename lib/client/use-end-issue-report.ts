"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { IssueReportView } from "./api-types";
import { fetchJson } from "./fetch-json";
import { queryKeys } from "./query-keys";
import { apiPaths } from "./api-paths";

export type EndIssueInput = { id: string; status: "resolved" | "wont_fix"; outcome: string };

/** PATCH /v1/issue-reports/:id: an admin ends an issue with its outcome. */
export function useEndIssueReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, outcome }: EndIssueInput) => fetchJson<IssueReportView>(apiPaths.issueReport(id), { method: "PATCH", body: { status, outcome: outcome.trim() } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.issueReports() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations() });
    },
  });
}

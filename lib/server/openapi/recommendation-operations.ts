import { EndIssueReportBodySchema, IssueReportViewSchema } from "@/lib/contracts/issue-report-bodies";
import {
  CreateRecommendationBodySchema,
  DecideRecommendationBodySchema,
  ListRecommendationsQuerySchema,
  RecommendationListSchema,
  RecommendationSchema,
} from "@/lib/contracts/recommendation-bodies";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Recommendations: what the OS, agents and admins propose, decided by an admin or the CEO; an
// accepted one is an issue on the Reports page, which an admin ends.

export const recommendationOperations: OperationSpec[] = [
  { method: "get", path: "/v1/recommendations", tag: "Recommendations", summary: "List recommendations, newest first", access: "runs:read",
    query: ListRecommendationsQuerySchema,
    success: [answer(200, RecommendationListSchema, "The recommendations.")] },
  { method: "post", path: "/v1/recommendations", tag: "Recommendations", summary: "Add a recommendation by hand", access: "admin",
    body: CreateRecommendationBodySchema,
    success: [answer(201, RecommendationSchema, "The new recommendation, open.")] },
  { method: "get", path: "/v1/recommendations/{id}", tag: "Recommendations", summary: "Read one recommendation with its evidence, decision and issue", access: "runs:read",
    success: [answer(200, RecommendationSchema, "The recommendation.")] },
  { method: "post", path: "/v1/recommendations/{id}/decision", tag: "Recommendations",
    summary: "Accept, reject or defer a recommendation (an admin or the CEO); accepting files it as an issue; the same decision again changes nothing",
    access: ["admin", "gates:decide"],
    body: DecideRecommendationBodySchema,
    success: [answer(200, RecommendationSchema, "The recommendation as decided.")],
    errors: [409] },
  { method: "patch", path: "/v1/issue-reports/{id}", tag: "Recommendations", summary: "End an issue on the Reports page with its outcome (resolved or won't fix)", access: "admin",
    body: EndIssueReportBodySchema,
    success: [answer(200, IssueReportViewSchema, "The issue as ended.")],
    errors: [409] },
];

import { EndIssueReportBodySchema } from "@/lib/contracts/issue-report-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { endIssueReport } from "@/lib/server/use-cases/issue-reports/end-issue-report";

// CONTRACT.md, Recommendations: an admin ends an issue with its outcome.
export const PATCH = route({ permission: "admin", body: EndIssueReportBodySchema }, ({ principal, params, body }) => endIssueReport(db(), principal, params.id, body));

export const { GET, POST, PUT, DELETE } = refuseOtherMethods("PATCH");

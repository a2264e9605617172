import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listIssueReports } from "@/lib/server/use-cases/issue-reports/list-issue-reports";

// What agents report is for the admins who curate them (ONE-PRODUCT, People).
export const GET = route({ permission: "admin" }, ({ principal }) => listIssueReports(db(), principal));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");

import { KpiBoardSchema } from "@/lib/contracts/kpi-schemas";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, The enterprise behind the OS tools: the KPI board (issue 18, item 3). The KPIs themselves are
// set and read by runs, through the KPI tools; people read them here and on the console's KPI board.

export const kpiOperations: OperationSpec[] = [
  { method: "get", path: "/v1/kpis", tag: "KPIs", summary: "The KPI board: every KPI of the enterprise, its teams and roles, off-track first (the CEO and admins)", access: "runs:read",
    success: [answer(200, KpiBoardSchema, "Every live KPI with its owner, target, latest reading and trend; off-track ones first.")] },
];

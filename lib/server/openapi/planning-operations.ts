import { BriefListSchema } from "@/lib/contracts/brief-schemas";
import { PlanListSchema, PlanSchema } from "@/lib/contracts/plan-schemas";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, "The enterprise behind the OS tools": plans versioned by name and the CEO's daily briefs, written
// by agents (os.write_plan, os.file_daily_brief) and read here and in the console.

export const planningOperations: OperationSpec[] = [
  { method: "get", path: "/v1/plans", tag: "Plans", summary: "List the plans: each name at its latest version, most recently written first", access: "runs:read",
    success: [answer(200, PlanListSchema, "The plans.")] },
  { method: "get", path: "/v1/plans/{name}", tag: "Plans", summary: "Read a plan by its exact name, with every version, newest first", access: "runs:read",
    success: [answer(200, PlanSchema, "The plan.")] },
  { method: "get", path: "/v1/briefs", tag: "Briefs", summary: "The daily briefs agents filed, newest first (the CEO and admins only)", access: "runs:read",
    success: [answer(200, BriefListSchema, "The briefs.")] },
];

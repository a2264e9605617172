// The Run family's handlers (the run's own tools, ONE-PRODUCT "Offer"), by canonical name.

import type { ToolHandler } from "@/lib/runtime/ports";
import type { ToolDependencies } from "../tool-dependencies";
import { reportIssue } from "./report-issue";

export function createRunHandlers(dependencies: ToolDependencies): Record<string, ToolHandler> {
  return { report_issue: reportIssue(dependencies) };
}

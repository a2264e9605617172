// ONE-PRODUCT "Offer": report_issue is part of the run itself, offered whether or not a task declares it
// (seed "tools in a run": report_issue — Always). A report is filed for admins to read.

import { withCallErrors } from "../call-errors";
import { toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

export const ISSUE_SEVERITIES = ["low", "medium", "high"] as const;

export const runTools: readonly ToolDefinition[] = [
  {
    name: "report_issue",
    family: "Run",
    page: "Native tools",
    gate: "never",
    runCallable: true,
    availability: { kind: "runtime" },
    description:
      "Report a problem to the admins: a tool that misbehaves, a missing permission or secret, instructions that " +
      "contradict each other. It does not stop the run. Reporting the same title again in this run files it once.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        title: { type: "string", minLength: 1, maxLength: 200, description: "The problem in one line." },
        details: { type: "string", minLength: 1, maxLength: 8000, description: "What happened, what you expected, and what you tried." },
        severity: { type: "string", enum: [...ISSUE_SEVERITIES], description: "How much it hurts the work: low, medium or high; medium when omitted." },
      },
      ["title", "details"],
    ),
    errors: withCallErrors(),
  },
];

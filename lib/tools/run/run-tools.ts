// ONE-PRODUCT "Offer": report_issue is part of the run itself, offered whether or not a task declares it
// (seed "tools in a run": report_issue — Always). A report is filed for admins to read.

import { z } from "zod";
import { ISSUE_SEVERITIES } from "@/lib/contracts/issue-report-bodies";
import { withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { reportIssue } from "./report-issue";

export const reportIssueTool = defineTool({
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
  input: z.strictObject({
    title: z.string().min(1).max(200).describe("The problem in one line."),
    details: z.string().min(1).max(8000).describe("What happened, what you expected, and what you tried."),
    severity: z.enum(ISSUE_SEVERITIES).describe("How much it hurts the work: low, medium or high; medium when omitted.").optional(),
  }),
  errors: withCallErrors(),
  execute: reportIssue,
});

export const runTools = [reportIssueTool];

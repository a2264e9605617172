// run_code: JavaScript in the QuickJS sandbox (the script tools' own, lib/tools/script/run-in-sandbox.ts) over
// up to three stored results of this conversation (seed "tool rules", Exporting stored text: Transformations).
// Refs are resolved as export resolves them (find-result-source.ts): a foreign or made-up ref is refused
// identically, and so are failed calls, read windows and truncated records. No network, no files, the
// sandbox's time and memory limits. Seed "tools in a run": like script_run, the call records its exit code.

import { ToolError, type ToolContext, type ToolOutput } from "@/lib/runtime/ports";
import { redactionOf, redactStrings } from "@/lib/runtime/results/redact-in-handler";
import { jsonText } from "../json-text";
import type { ToolServices } from "../define/define-tool";
import { runInSandbox, type SandboxOutcome } from "../script/run-in-sandbox";
import { scriptLimitsOf, type ScriptLimits } from "../script/script-limits";
import { findResultSource, withConsequence } from "../workspace/find-result-source";
import { withToolResultsPrelude } from "./tool-results-prelude";

/** The last lines failed code printed, which usually say where it was (as script_run reports them). */
const FAILURE_LOG_LINES = 20;

type Failed = Exclude<SandboxOutcome, { kind: "completed" }>;

function failureOf(outcome: Failed, limits: ScriptLimits): ToolError {
  const logs = outcome.logs.length === 0 ? "" : `\nLast logs:\n${outcome.logs.slice(-FAILURE_LOG_LINES).join("\n")}`;
  const exit = { exitCode: outcome.exitCode };
  switch (outcome.kind) {
    case "failed":
      return new ToolError("code_failed", `the code failed with exit code 1: ${outcome.message}${logs}`, exit);
    case "timed_out":
      return new ToolError("code_timed_out", `the code ran past its time limit of ${limits.timeLimitMs} ms and was stopped (exit code 124).${logs}`, exit);
    case "out_of_memory":
      return new ToolError("code_out_of_memory", `the code ran past its memory limit of ${limits.memoryLimitBytes} bytes and was stopped (exit code 137).${logs}`, exit);
  }
}

export type RunCodeInput = { code: string; toolResults: string[]; input: Record<string, unknown> };

export async function runCode(request: RunCodeInput, context: ToolContext, { db, settings }: ToolServices): Promise<ToolOutput> {
  const limits = scriptLimitsOf(settings());
  const toolResults: string[] = [];
  for (const ref of request.toolResults) {
    const source = await findResultSource(db, context, ref);
    if (!source.ok) throw new ToolError(source.code, withConsequence(source.message, "the code did not run"));
    toolResults.push(source.body);
  }
  const outcome = await runInSandbox({ source: withToolResultsPrelude(request.code, toolResults), input: request.input, limits });
  if (outcome.kind !== "completed") throw failureOf(outcome, limits);
  // Issue 8, item 1: the value and logs are redacted before JSON escapes them (a log line of JSON text is
  // escaped twice in this answer).
  const answer = redactStrings({ exit_code: 0, value: outcome.value, logs: outcome.logs }, redactionOf(context));
  return { text: jsonText(answer), exitCode: 0 };
}

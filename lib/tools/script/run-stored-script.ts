// The one path that runs a stored script, for script_run and for a script's own tool `scripts.<name>`:
// find the agent's script, check the arguments against its parameters, run it in the sandbox, and answer
// with the exit code. Seed "tools in a run": a script_run call also records exit_code.

import { refusalText, validateArguments } from "@/lib/runtime/admission/validate-arguments";
import { ToolError, type ToolContext, type ToolOutput } from "@/lib/runtime/ports";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import type { ToolServices } from "../define/define-tool";
import { findScript } from "./find-script";
import { runInSandbox, type SandboxOutcome } from "./run-in-sandbox";
import type { ScriptLimits } from "./script-limits";
import { scriptInputSchema } from "./script-tool-definition";

/** The last lines a failed script printed, which usually say where it was. */
const FAILURE_LOG_LINES = 20;

type Failed = Exclude<SandboxOutcome, { kind: "completed" }>;

function failureOf(name: string, outcome: Failed, limits: ScriptLimits): ToolError {
  const logs = outcome.logs.length === 0 ? "" : `\nLast logs:\n${outcome.logs.slice(-FAILURE_LOG_LINES).join("\n")}`;
  const exit = { exitCode: outcome.exitCode };
  switch (outcome.kind) {
    case "failed":
      return new ToolError("script_failed", `the script "${name}" failed with exit code 1: ${outcome.message}${logs}`, exit);
    case "timed_out":
      return new ToolError("script_timed_out", `the script "${name}" ran past its time limit of ${limits.timeLimitMs} ms and was stopped (exit code 124).${logs}`, exit);
    case "out_of_memory":
      return new ToolError(
        "script_out_of_memory",
        `the script "${name}" ran past its memory limit of ${limits.memoryLimitBytes} bytes and was stopped (exit code 137).${logs}`,
        exit,
      );
  }
}

export async function runStoredScript(
  services: ToolServices,
  limits: ScriptLimits,
  context: ToolContext,
  name: string,
  input: Record<string, unknown>,
): Promise<ToolOutput> {
  const script = await findScript(services.db, agentScopeOf(context), name);
  let scriptInput = input;
  if (script.parameters !== null) {
    const check = validateArguments(scriptInputSchema(script.parameters), input);
    if (!check.ok) throw new ToolError("script_arguments_invalid", `${refusalText(check.problems)} The script "${name}" did not run.`);
    scriptInput = check.value;
  }
  const outcome = await runInSandbox({ source: script.source, input: scriptInput, limits });
  if (outcome.kind !== "completed") throw failureOf(name, outcome, limits);
  return { text: jsonText({ script: name, exit_code: 0, value: outcome.value, logs: outcome.logs }), exitCode: 0 };
}

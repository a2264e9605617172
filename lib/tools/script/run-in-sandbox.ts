// Runs one script in QuickJS compiled to WebAssembly: a runtime and context of its own, no network, no
// files and no host objects beyond the two given here (`input` and a console that only collects lines).
// Why quickjs-emscripten: the script runs inside a WebAssembly instance, so it cannot reach the host's
// memory, modules or I/O; it has nothing unless given; memory, time and stack are limited per runtime;
// the package is well kept. isolated-vm would need Node 24 here, and node:vm is no security boundary.
// Convention (told to the model in lib/tools/script/script-rules.ts): the result is the value of
// the script's last expression, awaited when it is a promise, returned as JSON.
// Seed "tools in a run": a script_run call also records exit_code — 0, 1, 124 (time) or 137 (memory).

import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from "quickjs-emscripten";
import { installCrossing, readResult, readThrown, type Crossing } from "./sandbox-crossing";
import { createSandboxLogs } from "./sandbox-logs";
import { discardSandboxModule, sandboxModule, type SandboxModule } from "./sandbox-module";
import type { ScriptLimits } from "./script-limits";

export type SandboxOutcome =
  | { kind: "completed"; value: unknown; logs: string[]; exitCode: 0 }
  | { kind: "failed"; message: string; logs: string[]; exitCode: 1 }
  | { kind: "timed_out"; logs: string[]; exitCode: 124 }
  | { kind: "out_of_memory"; logs: string[]; exitCode: 137 };

export type SandboxRequest = { source: string; input: unknown; limits: ScriptLimits };

/** QuickJS's own stack limit, kept well inside the host's: past it the script fails, not the process. */
export const SANDBOX_STACK_BYTES = 256 * 1024;

/** What was thrown, as the guest described it; null when even describing it was cut short (see readThrown). */
type Thrown = { kind: "thrown"; text: string | null };
type Step = { kind: "value"; handle: QuickJSHandle } | Thrown;

/** One script's sandbox: its context, the prelude's functions, and whether its deadline stopped it. */
type Sandbox = { runtime: QuickJSRuntime; context: QuickJSContext; crossing: Crossing; interrupted: () => boolean };

/**
 * A thrown value as the outcome it means: QuickJS's own interrupt and allocation failures, or the script's.
 * A throw the guest could not describe (even with memory lent, sandbox-crossing.ts) escaped its catch: the
 * interrupt, else memory too exhausted to make the text.
 */
function thrownOutcome(thrown: Thrown, interrupted: () => boolean, logs: string[], during = ""): SandboxOutcome {
  if (interrupted() || thrown.text === "InternalError: interrupted") return { kind: "timed_out", logs, exitCode: 124 };
  if (thrown.text === null || thrown.text === "InternalError: out of memory") return { kind: "out_of_memory", logs, exitCode: 137 };
  return { kind: "failed", message: `${during}${thrown.text}`, logs, exitCode: 1 };
}

/** Takes ownership of `result`'s handle: the value's handle, or what was thrown, described and freed. */
function stepOf(sandbox: Sandbox, result: ReturnType<QuickJSContext["evalCode"]>): Step {
  return result.error === undefined ? { kind: "value", handle: result.value } : { kind: "thrown", text: readThrown(sandbox.crossing, result.error) };
}

function installInput(sandbox: Sandbox, input: unknown): Thrown | null {
  const { context } = sandbox;
  // The arguments cross as JSON text and are parsed inside the sandbox: no host object is shared.
  const parsed = stepOf(sandbox, context.evalCode(`JSON.parse(${JSON.stringify(JSON.stringify(input ?? {}))})`, "input.js"));
  if (parsed.kind === "thrown") return parsed;
  context.setProp(context.global, "input", parsed.handle);
  parsed.handle.dispose();
  return null;
}

/** Awaits a promise result by running the sandbox's own job queue; there is no host I/O to wait for. */
function settle(sandbox: Sandbox, step: Step): Step {
  const { runtime, context } = sandbox;
  if (step.kind === "thrown") return step;
  let state = context.getPromiseState(step.handle);
  if (state.type === "fulfilled" && state.notAPromise) return step;
  if (state.type === "pending") {
    const jobs = runtime.executePendingJobs();
    if (jobs.error !== undefined) {
      step.handle.dispose();
      return { kind: "thrown", text: readThrown(sandbox.crossing, jobs.error) };
    }
    state = context.getPromiseState(step.handle);
  }
  step.handle.dispose();
  if (state.type === "fulfilled") return { kind: "value", handle: state.value };
  if (state.type === "rejected") return { kind: "thrown", text: readThrown(sandbox.crossing, state.error) };
  return { kind: "thrown", text: "the script's promise never settled" };
}

/** The value as JSON text made and measured inside the sandbox (under its limits), then parsed here. */
function resultOf(sandbox: Sandbox, handle: QuickJSHandle, limits: ScriptLimits, logs: string[]): SandboxOutcome {
  const read = readResult(sandbox.crossing, handle, limits.outputMaxBytes);
  switch (read.kind) {
    case "json":
      return { kind: "completed", value: read.value, logs, exitCode: 0 };
    case "too_large":
      return { kind: "failed", message: `the result is larger than ${limits.outputMaxBytes} bytes of JSON (SCRIPT_OUTPUT_MAX_BYTES): return a smaller value`, logs, exitCode: 1 };
    case "not_json":
      return { kind: "failed", message: "the result is not JSON", logs, exitCode: 1 };
    case "thrown":
      return thrownOutcome({ kind: "thrown", text: readThrown(sandbox.crossing, read.error) }, sandbox.interrupted, logs, "the result is not JSON: ");
  }
}

function evaluateIn(sandbox: Sandbox, request: SandboxRequest, logs: () => string[]): SandboxOutcome {
  const refused = installInput(sandbox, request.input);
  if (refused !== null) return thrownOutcome(refused, sandbox.interrupted, logs(), "the arguments could not be read: ");
  const step = settle(sandbox, stepOf(sandbox, sandbox.context.evalCode(request.source, "script.js")));
  if (step.kind === "thrown") return thrownOutcome(step, sandbox.interrupted, logs());
  try {
    const outcome = resultOf(sandbox, step.handle, request.limits, logs());
    // An interrupt inside the promise jobs can leave a promise settled oddly (or not at all) instead of
    // surfacing as the jobs' error: once the deadline has stopped anything, the script ran out of time.
    return sandbox.interrupted() ? { kind: "timed_out", logs: outcome.logs, exitCode: 124 } : outcome;
  } finally {
    step.handle.dispose();
  }
}

/** QuickJS asks this every so often while guest code runs; it remembers having said stop. */
function deadlineHandler(timeLimitMs: number): { shouldInterrupt: () => boolean; interrupted: () => boolean } {
  const deadline = Date.now() + timeLimitMs;
  let stopped = false;
  return {
    shouldInterrupt: () => {
      stopped ||= Date.now() > deadline;
      return stopped;
    },
    interrupted: () => stopped,
  };
}

function evaluate(module: SandboxModule, request: SandboxRequest): SandboxOutcome {
  const logs = createSandboxLogs(request.limits.outputMaxBytes);
  const runtime = module.newRuntime();
  try {
    runtime.setMemoryLimit(request.limits.memoryLimitBytes);
    runtime.setMaxStackSize(SANDBOX_STACK_BYTES);
    // One deadline for the script and for turning its logs, result and errors into text.
    const deadline = deadlineHandler(request.limits.timeLimitMs);
    runtime.setInterruptHandler(deadline.shouldInterrupt);
    const context = runtime.newContext();
    try {
      const crossing = installCrossing(runtime, context, logs, request.limits.memoryLimitBytes);
      if ("error" in crossing) {
        crossing.error.dispose();
        return thrownOutcome({ kind: "thrown", text: null }, deadline.interrupted, logs.lines());
      }
      try {
        return evaluateIn({ runtime, context, crossing, interrupted: deadline.interrupted }, request, () => logs.lines());
      } finally {
        crossing.dispose();
      }
    } finally {
      context.dispose();
    }
  } finally {
    runtime.dispose();
  }
}

/** Runs the script to an outcome; only a failure of the host itself is reported as such (exit code 1). */
export async function runInSandbox(request: SandboxRequest, module?: SandboxModule): Promise<SandboxOutcome> {
  const quickJs = module ?? (await sandboxModule());
  try {
    return evaluate(quickJs, request);
  } catch (error) {
    if (module === undefined) discardSandboxModule();
    return { kind: "failed", message: `the sandbox stopped: ${error instanceof Error ? error.message : String(error)}`, logs: [], exitCode: 1 };
  }
}

// Runs one script in QuickJS compiled to WebAssembly: a runtime and context of its own, no network, no
// files and no host objects beyond the two given here (`input` and a console that only collects lines).
// Why quickjs-emscripten: the script runs inside a WebAssembly instance, so it cannot reach the host's
// memory, modules or I/O; it has nothing unless given; memory, time and stack are limited per runtime;
// the package is well kept. isolated-vm would need Node 24 here, and node:vm is no security boundary.
// Convention (told to the model in lib/runtime/catalog/native/script-tools.ts): the result is the value of
// the script's last expression, awaited when it is a promise, returned as JSON.
// Seed "tools in a run": a script_run call also records exit_code — 0, 1, 124 (time) or 137 (memory).

import { shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime } from "quickjs-emscripten";
import { createSandboxLogs, MAX_LOG_LINE_LENGTH, type SandboxLogs } from "./sandbox-logs";
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
/** The result is read back as JSON text; past this it is refused rather than copied into the host. */
export const MAX_RESULT_CHARACTERS = 1_000_000;

type Step = { kind: "value"; handle: QuickJSHandle } | { kind: "thrown"; error: unknown };

function messageOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return typeof name === "string" && name !== "" ? `${name}: ${String(message)}` : String(message);
  }
  return `uncaught ${JSON.stringify(error) ?? String(error)}`;
}

/** A thrown value as the outcome it means: QuickJS's own interrupt and allocation failures, or the script's. */
function thrownOutcome(error: unknown, logs: string[], during = ""): SandboxOutcome {
  const message = messageOf(error);
  if (message === "InternalError: interrupted") return { kind: "timed_out", logs, exitCode: 124 };
  if (message === "InternalError: out of memory") return { kind: "out_of_memory", logs, exitCode: 137 };
  return { kind: "failed", message: `${during}${message}`, logs, exitCode: 1 };
}

/** The thrown value, read out of the sandbox; its handle is freed. */
function thrownStep(context: QuickJSContext, handle: QuickJSHandle): Step {
  const error: unknown = context.dump(handle);
  handle.dispose();
  return { kind: "thrown", error };
}

/** Takes ownership of `result`'s handle: the value's handle, or what was thrown. */
function stepOf(context: QuickJSContext, result: ReturnType<QuickJSContext["evalCode"]>): Step {
  return result.error === undefined ? { kind: "value", handle: result.value } : thrownStep(context, result.error);
}

function installGlobals(context: QuickJSContext, input: unknown, logs: SandboxLogs): Step | null {
  const log = context.newFunction("log", (...values) => {
    if (!logs.accepting()) return;
    const texts = values.map((value) => {
      if (context.typeof(value) === "string") return context.getString(value);
      const dumped: unknown = context.dump(value);
      return JSON.stringify(dumped) ?? String(dumped);
    });
    logs.add(texts.join(" ").slice(0, MAX_LOG_LINE_LENGTH + 1));
  });
  const sandboxConsole = context.newObject();
  for (const name of ["log", "info", "warn", "error"]) context.setProp(sandboxConsole, name, log);
  context.setProp(context.global, "console", sandboxConsole);
  sandboxConsole.dispose();
  log.dispose();
  // The arguments cross as JSON text and are parsed inside the sandbox: no host object is shared.
  const parsed = stepOf(context, context.evalCode(`JSON.parse(${JSON.stringify(JSON.stringify(input ?? {}))})`, "input.js"));
  if (parsed.kind === "thrown") return parsed;
  context.setProp(context.global, "input", parsed.handle);
  parsed.handle.dispose();
  return null;
}

/** Awaits a promise result by running the sandbox's own job queue; there is no host I/O to wait for. */
function settle(runtime: QuickJSRuntime, context: QuickJSContext, step: Step): Step {
  if (step.kind === "thrown") return step;
  let state = context.getPromiseState(step.handle);
  if (state.type === "fulfilled" && state.notAPromise) return step;
  if (state.type === "pending") {
    const jobs = runtime.executePendingJobs();
    if (jobs.error !== undefined) {
      step.handle.dispose();
      return thrownStep(context, jobs.error);
    }
    state = context.getPromiseState(step.handle);
  }
  step.handle.dispose();
  if (state.type === "fulfilled") return { kind: "value", handle: state.value };
  if (state.type === "rejected") return thrownStep(context, state.error);
  return { kind: "thrown", error: { message: "the script's promise never settled" } };
}

/** The value as JSON text made inside the sandbox (under its limits), then parsed here. */
function resultOf(context: QuickJSContext, handle: QuickJSHandle, logs: string[]): SandboxOutcome {
  const json = context.getProp(context.global, "JSON");
  const stringify = context.getProp(json, "stringify");
  const text = stepOf(context, context.callFunction(stringify, json, handle));
  stringify.dispose();
  json.dispose();
  if (text.kind === "thrown") return thrownOutcome(text.error, logs, "the result is not JSON: ");
  try {
    if (context.typeof(text.handle) !== "string") return { kind: "completed", value: null, logs, exitCode: 0 };
    const length = context.getProp(text.handle, "length").consume((value) => context.getNumber(value));
    if (length > MAX_RESULT_CHARACTERS) {
      return { kind: "failed", message: `the result is ${length} characters of JSON, more than ${MAX_RESULT_CHARACTERS}`, logs, exitCode: 1 };
    }
    return { kind: "completed", value: JSON.parse(context.getString(text.handle)) as unknown, logs, exitCode: 0 };
  } finally {
    text.handle.dispose();
  }
}

function evaluate(module: SandboxModule, request: SandboxRequest): SandboxOutcome {
  const logs = createSandboxLogs();
  const runtime = module.newRuntime();
  try {
    runtime.setMemoryLimit(request.limits.memoryLimitBytes);
    runtime.setMaxStackSize(SANDBOX_STACK_BYTES);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + request.limits.timeLimitMs));
    const context = runtime.newContext();
    try {
      const refused = installGlobals(context, request.input, logs);
      if (refused?.kind === "thrown") return thrownOutcome(refused.error, logs.lines(), "the arguments could not be read: ");
      const step = settle(runtime, context, stepOf(context, context.evalCode(request.source, "script.js")));
      if (step.kind === "thrown") return thrownOutcome(step.error, logs.lines());
      try {
        return resultOf(context, step.handle, logs.lines());
      } finally {
        step.handle.dispose();
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

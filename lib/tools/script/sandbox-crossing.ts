// The host side of what crosses out of the sandbox (the guest side is sandbox-prelude.ts). Nothing here calls
// `context.dump` or reads a string it has not measured first: a value becomes text inside the sandbox, under
// the script's deadline and memory limit, and only text within the limit is copied into the host (issue 8,
// item 5: dumping large values ran 26 s against a 2 s limit and blocked the worker).

import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from "quickjs-emscripten";
import { SANDBOX_PRELUDE } from "./sandbox-prelude";
import { MAX_LOG_LINE_LENGTH, type SandboxLogs } from "./sandbox-logs";

/** What a thrown value says, at most this many characters (the same budget as a log line). */
export const MAX_THROWN_TEXT_LENGTH = MAX_LOG_LINE_LENGTH;
/**
 * Memory lent while a thrown value is described: an allocation failure leaves the heap full, and saying
 * "out of memory" takes a few small strings. The description itself is bounded, so this is all it needs.
 */
export const DESCRIBE_HEADROOM_BYTES = 256 * 1024;
/** Recorded instead of a log line the guest handed over longer than a line may be. */
export const LOG_LINE_REFUSED = `[log line longer than ${MAX_LOG_LINE_LENGTH} characters dropped]`;

/** The prelude's two functions, held by the host for the life of the context. */
export type Crossing = {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  memoryLimitBytes: number;
  serialise: QuickJSHandle;
  describe: QuickJSHandle;
  dispose(): void;
};

export type ResultRead = { kind: "json"; value: unknown } | { kind: "too_large" } | { kind: "not_json" } | { kind: "thrown"; error: QuickJSHandle };

/** The string's text when it is a string of at most `maxCharacters`; null otherwise, and nothing is copied. */
export function boundedText(context: QuickJSContext, handle: QuickJSHandle, maxCharacters: number): string | null {
  if (context.typeof(handle) !== "string") return null;
  const length = context.getProp(handle, "length").consume((value) => context.getNumber(value));
  return length > maxCharacters ? null : context.getString(handle);
}

/** Calls a guest function with a value and a number (a limit), freeing the number's handle. */
function callWith(context: QuickJSContext, fn: QuickJSHandle, value: QuickJSHandle, limit: number) {
  const limitHandle = context.newNumber(limit);
  try {
    return context.callFunction(fn, context.undefined, value, limitHandle);
  } finally {
    limitHandle.dispose();
  }
}

/**
 * Installs `console` and keeps the prelude's functions. Returns the thrown handle (the caller's to free)
 * when the prelude could not run — in practice a memory limit too small for it.
 */
export function installCrossing(
  runtime: QuickJSRuntime,
  context: QuickJSContext,
  logs: SandboxLogs,
  memoryLimitBytes: number,
): Crossing | { error: QuickJSHandle } {
  const hostLog = context.newFunction("log", (line) => {
    logs.add(boundedText(context, line, MAX_LOG_LINE_LENGTH + 1) ?? LOG_LINE_REFUSED);
    return logs.accepting() ? context.true : context.false;
  });
  try {
    const prelude = context.evalCode(SANDBOX_PRELUDE, "prelude.js");
    if (prelude.error !== undefined) return { error: prelude.error };
    const installed = prelude.value.consume((fn) => callWith(context, fn, hostLog, MAX_LOG_LINE_LENGTH));
    if (installed.error !== undefined) return { error: installed.error };
    return installed.value.consume((functions) => {
      const serialise = context.getProp(functions, "serialise");
      const describe = context.getProp(functions, "describe");
      return { runtime, context, memoryLimitBytes, serialise, describe, dispose: () => [serialise, describe].forEach((handle) => handle.dispose()) };
    });
  } finally {
    hostLog.dispose();
  }
}

/**
 * What the thrown value says, described in the guest; frees the handle. Null when describing it threw past
 * the guest's own catch — only QuickJS's uncatchable interrupt, or memory too exhausted to describe it.
 */
export function readThrown(crossing: Crossing, thrown: QuickJSHandle): string | null {
  const { context, runtime } = crossing;
  runtime.setMemoryLimit(crossing.memoryLimitBytes + DESCRIBE_HEADROOM_BYTES);
  let described: ReturnType<QuickJSContext["callFunction"]>;
  try {
    described = thrown.consume((handle) => callWith(context, crossing.describe, handle, MAX_THROWN_TEXT_LENGTH));
  } finally {
    runtime.setMemoryLimit(crossing.memoryLimitBytes);
  }
  if (described.error !== undefined) {
    described.error.dispose();
    return null;
  }
  return described.value.consume((text) => boundedText(context, text, MAX_THROWN_TEXT_LENGTH + 1));
}

/** The value's JSON made in the guest and measured there, copied out only within `maxBytes` (UTF-8). */
export function readResult(crossing: Crossing, value: QuickJSHandle, maxBytes: number): ResultRead {
  const { context } = crossing;
  const serialised = callWith(context, crossing.serialise, value, maxBytes);
  if (serialised.error !== undefined) return { kind: "thrown", error: serialised.error };
  return serialised.value.consume((json): ResultRead => {
    if (context.typeof(json) === "undefined") return { kind: "json", value: null };
    // A string of at most maxBytes characters still may be more bytes: the exact count is taken in the host.
    const text = boundedText(context, json, maxBytes);
    if (text === null || Buffer.byteLength(text, "utf8") > maxBytes) return { kind: "too_large" };
    try {
      return { kind: "json", value: JSON.parse(text) as unknown };
    } catch {
      // Only a script that broke the guest's JSON could get here; its result is refused, never guessed at.
      return { kind: "not_json" };
    }
  });
}

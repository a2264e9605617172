// The one QuickJS WebAssembly module of the process. Each script gets a runtime and a context of its own
// inside it (run-in-sandbox.ts), so scripts share no state; the module itself is only loaded once.

import { newQuickJSWASMModule, type QuickJSWASMModule } from "quickjs-emscripten";

/** What the sandbox needs of a module; tests pass a TestQuickJSWASMModule to check for leaks. */
export type SandboxModule = Pick<QuickJSWASMModule, "newRuntime">;

let loading: Promise<QuickJSWASMModule> | null = null;

export function sandboxModule(): Promise<QuickJSWASMModule> {
  loading ??= newQuickJSWASMModule().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Drops the module after a failure of the host itself (a WebAssembly trap, the host's stack exhausted):
 * the module's memory may be left inconsistent, so the next script gets a fresh module.
 */
export function discardSandboxModule(): void {
  loading = null;
}

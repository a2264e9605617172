// run_code's `toolResults` global. The sandbox (lib/tools/script/run-in-sandbox.ts) installs only `input` and
// a console, so the stored texts are defined by a prelude on the code's first line: they cross as JSON text
// and are parsed inside the sandbox, sharing no host object. The prelude is an expression statement whose
// value is `undefined`, the same completion an empty script has, so the value of the code's last expression
// is still the result; it keeps the code's line numbers; and the global is configurable, so code that declares
// its own `toolResults` still runs. (A leading "use strict" is no longer a directive after it: sloppy mode.)
// Should the sandbox take more globals than `input` one day, this prelude becomes one of them.

export function withToolResultsPrelude(code: string, toolResults: readonly string[]): string {
  const texts = JSON.stringify(JSON.stringify(toolResults));
  return `void Object.defineProperty(globalThis, "toolResults", { value: Object.freeze(JSON.parse(${texts})), writable: false, enumerable: false, configurable: true });${code}`;
}

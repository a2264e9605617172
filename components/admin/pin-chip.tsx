import type { TaskPin } from "@/lib/client/api-types";
import { formatPin } from "@/lib/client/task-draft";

// Seed "built-in tools", Errors: a call carrying another value is handed back (`tool_value_not_declared`);
// where the pin is fatal (`#!`) the run fails (`tool_value_refused`).
const PIN_MEANING = "Only these values are offered; a call with another is handed back (tool_value_not_declared).";
const FATAL_PIN_MEANING = "Fatal pin: only these values are offered; a call with another fails the run (tool_value_refused).";

/** A pin as written after its tool, `#field=a,b`, with a fatal one (`#!`) in red and said in words. */
export function PinChip({ pin }: { pin: TaskPin }) {
  return (
    <span
      data-testid="task-pin"
      data-fatal={pin.fatal}
      title={pin.fatal ? FATAL_PIN_MEANING : PIN_MEANING}
      className={`inline-flex items-center gap-1 rounded px-1 font-mono text-[11px] ring-1 ring-inset ${pin.fatal ? "bg-red-50 text-red-800 ring-red-600/30" : "bg-amber-50 text-amber-900 ring-amber-600/30"}`}
    >
      {formatPin(pin)}
      {pin.fatal && <span className="font-sans text-[10px] font-semibold tracking-wide uppercase">fatal</span>}
    </span>
  );
}

// Seed "built-in tools", Declaring a tool: a call carrying a value the task did not pin is refused —
// handed back (`tool_value_not_declared`), or failing the run where the pin is fatal (`tool_value_refused`).

import type { Pin } from "../offer/task-declaration";

export type PinViolation = { pin: Pin; value: unknown };

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

export function findPinViolation(pins: readonly Pin[], input: Record<string, unknown>): PinViolation | null {
  for (const pin of pins) {
    if (!(pin.field in input)) continue;
    for (const value of valuesOf(input[pin.field])) {
      if (!pin.values.includes(String(value))) return { pin, value };
    }
  }
  return null;
}

export function pinViolationText(tool: string, violation: PinViolation): string {
  const allowed = violation.pin.values.map((value) => JSON.stringify(value)).join(", ");
  return `ERROR: ${tool} refuses ${violation.pin.field}=${JSON.stringify(violation.value)}: the task declares only ${allowed}.`;
}

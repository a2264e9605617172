import type { ApiRefusal } from "./api-refusal";
import type { CreateTaskBody, TaskPin } from "./api-types";

// A task as its form holds it, and the body of POST /v1/tasks built from it. Seed "built-in tools",
// Declaring a tool: `<tool>` alone, or one entry per pin, `<tool>#<field>=<v1>,<v2>` (`#!` when fatal).

export type PinDraft = { field: string; values: string; fatal: boolean };

export type DeclaredToolDraft = { tool: string; pins: PinDraft[]; gated: boolean };

export type TaskDraft = { name: string; tools: DeclaredToolDraft[] };

export const EMPTY_TASK_DRAFT: TaskDraft = { name: "", tools: [] };

/** `#field=a,b`, or `#!field=a,b` for a fatal pin: how a pin is written after its tool's name. */
export function formatPin(pin: TaskPin): string {
  return `#${pin.fatal ? "!" : ""}${pin.field}=${pin.values.join(",")}`;
}

function pinEntry(tool: string, pin: PinDraft): string {
  const values = pin.values.split(",").map((value) => value.trim());
  return `${tool}${formatPin({ field: pin.field.trim(), values, fatal: pin.fatal })}`;
}

/** The `tools` entries in order, each with the tool it declares (to put a refusal back beside it). */
export function declarationEntries(draft: TaskDraft): { entry: string; tool: string }[] {
  return draft.tools.flatMap((declared) =>
    declared.pins.length === 0
      ? [{ entry: declared.tool, tool: declared.tool }]
      : declared.pins.map((pin) => ({ entry: pinEntry(declared.tool, pin), tool: declared.tool })),
  );
}

export function createTaskBody(draft: TaskDraft): CreateTaskBody {
  return {
    name: draft.name,
    tools: declarationEntries(draft).map((declaration) => declaration.entry),
    gates: draft.tools.filter((declared) => declared.gated).map((declared) => declared.tool),
  };
}

/**
 * The declared tool a refusal is about: the `tool` it names (tool_unknown, tool_not_run_callable,
 * gate_summary_required, a pin on no such field), else the entry its details point at (`tools.2`, `gates.0`).
 */
export function refusedToolOf(refusal: ApiRefusal, draft: TaskDraft): string | null {
  if (refusal.tool !== null) return refusal.tool.trim();
  const body = createTaskBody(draft);
  for (const problem of refusal.details) {
    const [list, index] = problem.path.split(".");
    const position = Number(index);
    if (!Number.isInteger(position)) continue;
    if (list === "tools") return declarationEntries(draft)[position]?.tool ?? null;
    if (list === "gates") return body.gates?.[position] ?? null;
  }
  return null;
}

/** Seed "Gates and grants": the OS answers `workspace.*` and `memory.*` before it reads the task's gates. */
export function gateNeverWaits(tool: string): boolean {
  return tool.startsWith("workspace.") || tool.startsWith("memory.");
}

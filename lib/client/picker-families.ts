// The task form's tool picker (issue 18, item 8): the built-in reference as a checklist, by family. Only tools
// a run can call are listed (seed "Declaring a tool": a CEO chat tool is refused when saved). A planned tool —
// defined, with no handler yet — is listed but cannot be ticked: a run would only hand its calls back. One a
// task already declares (saved through the API, which still accepts it) stays tickable, so it can be removed.

import type { ToolInfo } from "./api-types";

export type PickerEntry = { tool: ToolInfo; pickable: boolean };

export function isPickable(tool: ToolInfo, declared: readonly string[]): boolean {
  return tool.status !== "planned" || declared.includes(tool.name);
}

/** Families in the registry's order, each with its run-callable tools whose name contains the search. */
export function pickerFamilies(tools: readonly ToolInfo[], declared: readonly string[], search: string): [string, PickerEntry[]][] {
  const wanted = search.trim().toLowerCase();
  const families = new Map<string, PickerEntry[]>();
  for (const tool of tools) {
    if (!tool.runCallable) continue;
    if (wanted && !tool.name.toLowerCase().includes(wanted)) continue;
    families.set(tool.family, [...(families.get(tool.family) ?? []), { tool, pickable: isPickable(tool, declared) }]);
  }
  return [...families.entries()];
}

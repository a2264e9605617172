"use client";
import { useMemo, useState } from "react";
import type { ToolInfo } from "@/lib/client/api-types";
import { pickerFamilies } from "@/lib/client/picker-families";
import { GATE_MEANINGS } from "@/lib/client/tool-meanings";
import { TextInput } from "../ui/form-controls";
import { PlannedChip } from "./planned-chip";

type ToolPickerProps = { tools: ToolInfo[]; declared: readonly string[]; onToggle: (tool: string) => void };

/** The built-in reference as a checklist: ticking a tool declares it on the task. */
export function ToolPicker({ tools, declared, onToggle }: ToolPickerProps) {
  const [search, setSearch] = useState("");
  const families = useMemo(() => pickerFamilies(tools, declared, search), [tools, declared, search]);
  return (
    <div className="space-y-2">
      <label htmlFor="task-tool-search" className="sr-only">
        Search built-in tools
      </label>
      <TextInput id="task-tool-search" data-testid="task-tool-search" type="search" placeholder="Search built-in tools by name" value={search} onChange={(event) => setSearch(event.target.value)} />
      <div data-testid="task-tool-picker" className="max-h-80 overflow-y-auto rounded-md border border-slate-200">
        {families.length === 0 && <p className="px-3 py-4 text-center text-xs text-slate-500">No run-callable tool name contains “{search.trim()}”.</p>}
        {families.map(([family, members]) => (
          <div key={family} role="group" aria-label={family} className="border-b border-slate-100 px-3 py-2 last:border-b-0">
            <p aria-hidden className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
              {family}
            </p>
            {members.map(({ tool, pickable }) => {
              const id = `task-tool-${tool.name}`;
              return (
                <div key={tool.name} className="flex items-center gap-2 py-0.5">
                  <input id={id} type="checkbox" data-testid="task-tool-option" data-tool={tool.name} checked={declared.includes(tool.name)} disabled={!pickable} onChange={() => onToggle(tool.name)} className="size-3.5 accent-slate-900 disabled:opacity-40" />
                  <label htmlFor={id} title={tool.description} className={`min-w-0 flex-1 truncate font-mono text-xs ${pickable ? "text-slate-800" : "text-slate-400"}`}>
                    {tool.name}
                  </label>
                  {tool.gate === "always" && (
                    <span className="text-[10px] text-violet-700" title={GATE_MEANINGS.always}>
                      always gated
                    </span>
                  )}
                  {tool.status === "planned" && <PlannedChip />}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-[11px] text-slate-500">Only tools a run can call are listed; the CEO chat&apos;s own tools are not. A planned tool has no handler yet and cannot be ticked.</p>
    </div>
  );
}

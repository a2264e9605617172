"use client";
import type { AgentDraft } from "@/lib/client/agent-draft";
import { TriStateControl } from "./tri-state-control";

type AgentFlagFieldsProps = {
  draft: AgentDraft;
  onChange: (draft: AgentDraft) => void;
  errors: Record<string, string>;
  idPrefix: string;
};

function FlagCheckbox({ id, label, checked, onChange, error }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <label htmlFor={id} className="font-mono text-xs text-slate-700">
        {label}
      </label>
      <input id={id} data-testid={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-slate-900" />
      {error && (
        <p role="alert" className="w-full text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Seed "tools in a run": browser and coding offer their tools when true; scripting and memory unless false. */
export function AgentFlagFields({ draft, onChange, errors, idPrefix }: AgentFlagFieldsProps) {
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-medium text-slate-700">Flags</legend>
      <FlagCheckbox id={`${idPrefix}-browser`} label="browser" checked={draft.browser} onChange={(browser) => onChange({ ...draft, browser })} error={errors["flags.browser"]} />
      <FlagCheckbox id={`${idPrefix}-coding`} label="coding" checked={draft.coding} onChange={(coding) => onChange({ ...draft, coding })} error={errors["flags.coding"]} />
      <TriStateControl
        label="scripting"
        unsetLabel="offered"
        value={draft.scripting}
        onChange={(scripting) => onChange({ ...draft, scripting })}
        testId={`${idPrefix}-scripting`}
        error={errors["flags.scripting"]}
      />
      <TriStateControl
        label="memory"
        unsetLabel="offered"
        value={draft.memory}
        onChange={(memory) => onChange({ ...draft, memory })}
        testId={`${idPrefix}-memory`}
        error={errors["flags.memory"]}
      />
      <p className="text-[11px] text-slate-500">Browser and code tools are offered only when on. Script tools and memory_write are offered unless off: unset means offered.</p>
    </fieldset>
  );
}

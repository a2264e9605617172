"use client";
import type { PinDraft } from "@/lib/client/task-draft";
import { Button } from "../ui/button";
import { SelectInput, TextInput } from "../ui/form-controls";

type PinEditorProps = {
  pin: PinDraft;
  /** The tool's input fields, from its schema; null when the tool is not a built-in one (type the field). */
  fields: string[] | null;
  onChange: (pin: PinDraft) => void;
  onRemove: () => void;
  idPrefix: string;
};

/** One pin: a field, the values the model may use for it, and whether another value fails the run (`#!`). */
export function PinEditor({ pin, fields, onChange, onRemove, idPrefix }: PinEditorProps) {
  return (
    <div data-testid="pin-editor" className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${idPrefix}-field`} className="sr-only">
        Pinned field
      </label>
      <div className="w-36 shrink-0">
        {fields === null ? (
          <TextInput id={`${idPrefix}-field`} data-testid="pin-field" placeholder="field" value={pin.field} onChange={(event) => onChange({ ...pin, field: event.target.value })} className="font-mono" />
        ) : (
          <SelectInput id={`${idPrefix}-field`} data-testid="pin-field" value={pin.field} onChange={(event) => onChange({ ...pin, field: event.target.value })} className="font-mono">
            {fields.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </SelectInput>
        )}
      </div>
      <span aria-hidden className="font-mono text-xs text-slate-500">=</span>
      <label htmlFor={`${idPrefix}-values`} className="sr-only">
        Allowed values, separated by commas
      </label>
      <div className="min-w-24 flex-1">
        <TextInput id={`${idPrefix}-values`} data-testid="pin-values" placeholder="a,b" value={pin.values} onChange={(event) => onChange({ ...pin, values: event.target.value })} className="font-mono" />
      </div>
      <label className="flex items-center gap-1 text-xs text-slate-700" title="A call with another value fails the run (tool_value_refused), instead of being handed back.">
        <input type="checkbox" data-testid="pin-fatal" checked={pin.fatal} onChange={(event) => onChange({ ...pin, fatal: event.target.checked })} className="size-3.5 accent-red-700" />
        fatal <code className="font-mono text-[11px] text-slate-500">#!</code>
      </label>
      <Button size="sm" tone="ghost" onClick={onRemove} aria-label={`Remove the pin on ${pin.field || "this field"}`}>
        Remove
      </Button>
    </div>
  );
}

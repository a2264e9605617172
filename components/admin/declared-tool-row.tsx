"use client";
import type { ToolInfo } from "@/lib/client/api-types";
import { declarationEntries, gateNeverWaits, type DeclaredToolDraft } from "@/lib/client/task-draft";
import { Button } from "../ui/button";
import { PinEditor } from "./pin-editor";
import { PlannedChip } from "./planned-chip";

export type ToolRefusal = { code: string; message: string };

type DeclaredToolRowProps = {
  declared: DeclaredToolDraft;
  /** The tool's reference entry; undefined for a name outside the built-in tools. */
  info: ToolInfo | undefined;
  refusal: ToolRefusal | null;
  onChange: (declared: DeclaredToolDraft) => void;
  onRemove: () => void;
};

function schemaFields(info: ToolInfo | undefined): string[] | null {
  const properties = info?.inputSchema.properties;
  return properties ? Object.keys(properties) : null;
}

/** One declared tool: its pins, whether the task gates it, the entries it will be saved as, and any refusal. */
export function DeclaredToolRow({ declared, info, refusal, onChange, onRemove }: DeclaredToolRowProps) {
  const fields = schemaFields(info);
  const entries = declarationEntries({ name: "", tools: [declared] }).map((declaration) => declaration.entry);
  const gateId = `task-gate-${declared.tool}`;
  // Issue 12, item 3: an always-gated tool waits for the CEO whatever the task says: its box is ticked and fixed.
  const alwaysGated = info?.gate === "always";
  // A CEO chat's own tool is refused when saved: that is what the row says, not also that it is planned.
  const ceoChatOnly = info !== undefined && !info.runCallable;
  return (
    <li data-testid="declared-tool" data-tool={declared.tool} data-refused={refusal !== null} className={`space-y-2 px-3 py-2.5 ${refusal ? "bg-red-50/60" : ""}`}>
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-[13px] font-semibold text-slate-900">{declared.tool}</code>
        {info?.status === "planned" && !ceoChatOnly && refusal === null && <PlannedChip />}
        {ceoChatOnly && refusal === null && (
          <span data-testid="declared-tool-ceo-chat-only" className="text-[11px] text-red-700">
            the CEO chat&apos;s own tool: a task cannot declare it
          </span>
        )}
        {info === undefined && <span className="text-[11px] text-slate-500">not a built-in tool</span>}
        <span className="ml-auto flex items-center gap-3">
          <label htmlFor={gateId} className="flex items-center gap-1.5 text-xs text-slate-700" title={alwaysGated ? "Every call of this tool waits for the CEO, whatever the task declares." : undefined}>
            <input
              id={gateId}
              type="checkbox"
              data-testid="declared-tool-gated"
              checked={alwaysGated || declared.gated}
              disabled={alwaysGated}
              onChange={(event) => onChange({ ...declared, gated: event.target.checked })}
              className="size-3.5 accent-violet-700 disabled:opacity-70"
            />
            {alwaysGated ? "always gated" : "gated"}
          </label>
          <Button size="sm" onClick={() => onChange({ ...declared, pins: [...declared.pins, { field: fields?.[0] ?? "", values: "", fatal: false }] })} data-testid="declared-tool-add-pin" disabled={fields !== null && fields.length === 0}>
            Add pin
          </Button>
          <Button size="sm" tone="ghost" onClick={onRemove} aria-label={`Remove ${declared.tool}`}>
            Remove
          </Button>
        </span>
      </div>
      {declared.gated && gateNeverWaits(declared.tool) && (
        <p data-testid="declared-tool-gate-never-waits" className="text-[11px] text-slate-600">
          Saved, but this gate never waits: the OS answers {declared.tool.split(".")[0]}.* calls before it reads the task&apos;s gates.
        </p>
      )}
      {declared.pins.map((pin, index) => (
        <PinEditor
          key={index}
          pin={pin}
          fields={fields}
          idPrefix={`pin-${declared.tool}-${index}`}
          onChange={(next) => onChange({ ...declared, pins: declared.pins.map((candidate, position) => (position === index ? next : candidate)) })}
          onRemove={() => onChange({ ...declared, pins: declared.pins.filter((_, position) => position !== index) })}
        />
      ))}
      <p className="font-mono text-[11px] break-all text-slate-500" data-testid="declared-tool-entries">
        {entries.join("  ·  ")}
      </p>
      {refusal && (
        <p role="alert" data-testid="declared-tool-refusal" className="text-xs text-red-800">
          {refusal.message} <span className="font-mono text-[10px] text-red-800/60" title="The API's code, for a report">{refusal.code}</span>
        </p>
      )}
    </li>
  );
}

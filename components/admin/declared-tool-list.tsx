"use client";
import type { ToolInfo } from "@/lib/client/api-types";
import type { DeclaredToolDraft, TaskDraft } from "@/lib/client/task-draft";
import { SeedText } from "../tools/seed-text";
import { DeclaredToolRow, type ToolRefusal } from "./declared-tool-row";

// Seed "built-in tools", Gates and grants, in its own words.
const GATE_EXCEPTION =
  "The exception is a `workspace.*` or `memory.*` tool: the OS answers those calls before it reads the task’s gates, so a gate on one is saved but never waits.";

type DeclaredToolListProps = {
  draft: TaskDraft;
  tools: ToolInfo[];
  refusal: (ToolRefusal & { tool: string }) | null;
  onChange: (declared: DeclaredToolDraft) => void;
  onRemove: (tool: string) => void;
};

/** The tools the task will declare, in order, each with its pins and gate. */
export function DeclaredToolList({ draft, tools, refusal, onChange, onRemove }: DeclaredToolListProps) {
  return (
    <div className="space-y-2">
      <h3 className="text-xs font-medium text-slate-700">
        Declared tools <span className="font-normal text-slate-400">{draft.tools.length}</span>
      </h3>
      <p data-testid="gate-exception" className="text-[11px] text-slate-600">
        Tick <strong>gated</strong> to make a call wait for the CEO. <SeedText text={GATE_EXCEPTION} />
      </p>
      {draft.tools.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-500">Tick tools on the left to declare them. A run can call only these.</p>
      ) : (
        <ul data-testid="declared-tools" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {draft.tools.map((declared) => (
            <DeclaredToolRow
              key={declared.tool}
              declared={declared}
              info={tools.find((tool) => tool.name === declared.tool)}
              refusal={refusal?.tool === declared.tool ? refusal : null}
              onChange={onChange}
              onRemove={() => onRemove(declared.tool)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

"use client";
import type { FailingTool } from "@/lib/contracts/overview-schemas";
import { Chip } from "../ui/chip";
import { EmptyState } from "../ui/empty-state";
import { Panel } from "../ui/panel";
import { OUTCOME_COLOURS } from "./outcome-palette";

function percent(part: number, whole: number): string {
  if (whole === 0) return "0%";
  const share = (part / whole) * 100;
  return share > 0 && share < 1 ? "<1%" : `${Math.round(share)}%`;
}

/** One tool: its failures as a bar against the most failing tool, the share of its calls, and its codes. */
function FailingToolRow({ tool, widest }: { tool: FailingTool; widest: number }) {
  return (
    <li data-testid="failing-tool" className="py-2">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <code className="truncate font-mono text-slate-800" title={tool.tool}>
          {tool.tool}
        </code>
        <span className="shrink-0 text-slate-500 tabular-nums">
          <span className="font-semibold text-slate-800">{tool.failures}</span> of {tool.calls} {tool.calls === 1 ? "call" : "calls"} failed ({percent(tool.failures, tool.calls)})
        </span>
      </div>
      <div aria-hidden className="mt-1 h-2 rounded-sm bg-slate-100">
        <div className="h-2 rounded-sm" style={{ width: `${(tool.failures / widest) * 100}%`, backgroundColor: OUTCOME_COLOURS.tool_error }} />
      </div>
      <div className="mt-1.5 flex flex-wrap gap-1">
        {tool.codes.map((code) => (
          <Chip key={code.code ?? "none"} tone="amber" testId="failing-tool-code" title={code.code === null ? "The tool failed without a code." : undefined}>
            {code.code ?? "no code"} × {code.count}
          </Chip>
        ))}
      </div>
    </li>
  );
}

export function FailingToolsPanel({ tools, rangeLabel }: { tools: FailingTool[]; rangeLabel: string }) {
  const widest = Math.max(1, ...tools.map((tool) => tool.failures));
  return (
    <Panel title="Tools that failed most" testId="overview-failing-tools">
      {tools.length === 0 ? (
        <EmptyState title={`No tool failed in the last ${rangeLabel}`}>
          A tool whose calls end in an error, or fail their run, is listed here with how often it failed and the error codes it gave.
        </EmptyState>
      ) : (
        <>
          <p className="mb-1 text-xs text-slate-500">Calls that ended in a tool error or failed their run; refusals and denials are not counted.</p>
          <ol className="divide-y divide-slate-100">
            {tools.map((tool) => (
              <FailingToolRow key={tool.tool} tool={tool} widest={widest} />
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}

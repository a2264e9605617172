"use client";
import type { GateContext } from "@/lib/contracts/gate-schemas";
import { ACCESS_MEANINGS, retryMeaning } from "@/lib/client/tool-meanings";
import { Chip } from "../ui/chip";

const SOURCE_LABELS: Record<GateContext["tool"]["source"], string> = {
  "built-in": "built-in tool",
  native: "native tool",
  agent: "the agent's own tool (a script or a connector's)",
  unknown: "a tool the catalog no longer knows",
};

/** Issue 23, item 2: what the gated tool does — its description, read or write, retry class — and what a write sets. */
export function GateToolFacts({ context }: { context: GateContext }) {
  const { tool, change } = context;
  return (
    <section data-testid="gate-tool-facts" className="space-y-2">
      <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">What the tool does</h3>
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        {tool.access && (
          <Chip tone={tool.access === "write" ? "amber" : "grey"} title={ACCESS_MEANINGS[tool.access]} testId="gate-tool-access">
            {tool.access}
          </Chip>
        )}
        {tool.retry && (
          <Chip tone="outline" title={retryMeaning(tool.retry)} testId="gate-tool-retry">
            retry {tool.retry}
          </Chip>
        )}
        <span className="text-slate-500">{SOURCE_LABELS[tool.source]}</span>
      </p>
      <p data-testid="gate-tool-description" className="text-sm text-slate-800">
        {tool.description ?? "No description is known for this tool."}
      </p>
      {change !== null && change.length > 0 && (
        <div>
          <h4 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">What will change if you approve</h4>
          <dl data-testid="gate-change" className="mt-1 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
            {change.map((entry) => (
              <div key={entry.field} className="contents">
                <dt className="font-mono text-slate-500">{entry.field}</dt>
                <dd className="min-w-0 font-mono break-words text-slate-900">{entry.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}

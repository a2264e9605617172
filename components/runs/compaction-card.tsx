import type { RunCompaction } from "@/lib/contracts/run-schemas";
import { Chip } from "../ui/chip";

/** Names the covered turns as the prompt did: "turns 3–17". */
function rangeLabel(fromTurn: number, toTurn: number): string {
  return fromTurn === toTurn ? `turn ${fromTurn}` : `turns ${fromTurn}–${toTurn}`;
}

/**
 * Issue 22: a compaction on the trace, before the turn whose prompt first carried it: the turns it replaced,
 * who wrote the summary, the prompt's size before and after, the refs it dropped, and the summary itself.
 */
export function CompactionCard({ compaction }: { compaction: RunCompaction }) {
  return (
    <section data-testid="compaction-card" data-compaction-sequence={compaction.sequence} className="relative pl-6">
      <span aria-hidden className="absolute top-1 left-0 grid size-4 place-items-center rounded-full bg-violet-600 text-[9px] font-bold text-white">
        ≡
      </span>
      <div className="rounded-md border border-violet-200 bg-violet-50/60 p-3 text-sm">
        <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
          Compaction {compaction.sequence}: {rangeLabel(compaction.fromTurn, compaction.toTurn)} summarised
          <Chip tone={compaction.source === "model" ? "violet" : "grey"} title={compaction.source === "model" ? "Written by the run's own model" : "The model could not summarise: a digest of each turn's calls"}>
            {compaction.source === "model" ? "model summary" : "digest"}
          </Chip>
          {compaction.tokensBefore !== null && (
            <span className="text-xs font-normal text-slate-500">
              prompt {compaction.tokensBefore.toLocaleString("en-US")} → {compaction.tokensAfter?.toLocaleString("en-US") ?? "?"} tokens
            </span>
          )}
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          From turn {compaction.beforeTurn + 1} on, the model read this summary instead of {rangeLabel(compaction.fromTurn, compaction.toTurn)}; read_transcript reads them back exactly.
          {compaction.droppedRefs.length > 0 && ` ${compaction.droppedRefs.length} ref${compaction.droppedRefs.length === 1 ? "" : "s"} dropped.`}
        </p>
        <details className="mt-2">
          <summary className="cursor-pointer text-xs font-medium text-slate-600 hover:text-slate-900">Summary</summary>
          <pre data-testid="compaction-summary" className="mt-1 max-h-64 overflow-auto rounded bg-white p-2 font-mono text-[11px] whitespace-pre-wrap text-slate-800">
            {compaction.summary}
          </pre>
        </details>
      </div>
    </section>
  );
}

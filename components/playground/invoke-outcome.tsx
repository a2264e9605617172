import type { InvokeResult } from "@/lib/client/api-types";
import { CallMetadataTable } from "../runs/call-metadata-table";
import { CallOutcomeChip } from "../runs/call-outcome-chip";
import { ModelReadBlock } from "../runs/model-read-block";
import { StoredRef } from "../runs/stored-ref";

/** The answer to one playground call: outcome, code, the exact result text, metadata and ref. */
export function InvokeOutcome({ result }: { result: InvokeResult }) {
  return (
    <div data-testid="invoke-outcome" className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <CallOutcomeChip outcome={result.outcome} />
        {result.code && (
          <code data-testid="invoke-code" className="font-mono text-[11px] text-slate-700">
            {result.code}
          </code>
        )}
        {result.tool && <span className="font-mono text-[11px] text-slate-500">{result.tool}</span>}
        <span className="ml-auto font-mono text-[11px] text-slate-400">call {result.callId}</span>
      </p>
      {/* Issue 17, item 2: the playground answers the outcome a run would record; there is no run here to fail. */}
      {result.outcome === "run_failed" && (
        <p data-testid="invoke-run-failed" className="text-xs text-rose-700">
          In a run this call would end the run as failed, with this code.
        </p>
      )}
      <div>
        <h4 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">What the model would read</h4>
        <ModelReadBlock result={result.result} outcome={result.outcome} />
      </div>
      {result.repairs && result.repairs.length > 0 && (
        <div data-testid="invoke-repairs">
          <h4 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Arguments repaired</h4>
          <ul className="list-disc pl-4 text-xs text-slate-700">
            {result.repairs.map((repair) => (
              <li key={repair}>{repair}</li>
            ))}
          </ul>
        </div>
      )}
      {result.ref && <StoredRef storedRef={result.ref} />}
      <CallMetadataTable metadata={result.metadata} />
    </div>
  );
}

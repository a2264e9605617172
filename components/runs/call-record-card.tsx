import Link from "next/link";
import type { CallRecord } from "@/lib/client/api-types";
import { InlineGateApproval } from "../gates/inline-gate-approval";
import { Disclosure } from "../ui/disclosure";
import { JsonView } from "../ui/json-view";
import { CallMetadataTable } from "./call-metadata-table";
import { CallOutcomeChip } from "./call-outcome-chip";
import { ModelReadBlock } from "./model-read-block";
import { StoredRef } from "./stored-ref";
import { CallMedia } from "./call-media";

/** Seed "tool rules", Previews: a large result reaches the model as JSON led by `_toolResultContext`. */
function isPreview(result: string | null): boolean {
  return result !== null && result.startsWith('{"_toolResultContext":');
}

// Seed "running tools": the timeline shows a refused call as a failed tool step whose answer starts with
// "Refused: the arguments do not match".
function isRefusedStep(call: CallRecord): boolean {
  return call.code === "arguments_refused" || (call.result ?? "").startsWith("Refused:");
}

const outcomeBorders: Record<string, string> = {
  ok: "border-l-emerald-500",
  tool_error: "border-l-amber-500",
  waiting: "border-l-sky-500",
  denied: "border-l-red-500",
  run_failed: "border-l-red-500",
};

type CallRecordCardProps = { call: CallRecord; canDecideGates: boolean };

export function CallRecordCard({ call, canDecideGates }: CallRecordCardProps) {
  const refused = isRefusedStep(call);
  const border = refused ? "border-l-red-500" : (outcomeBorders[call.outcome] ?? "border-l-slate-300");
  const repairs = Array.isArray(call.repairs) ? call.repairs : [];
  return (
    <article
      data-testid="call-row"
      data-call-id={call.id}
      data-outcome={call.outcome}
      className={`rounded-md border border-l-4 border-slate-200 bg-white ${border}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-3 py-2">
        <span data-testid="call-name" className="font-mono text-[13px] font-semibold text-slate-900">
          {call.name}
        </span>
        <span className="font-mono text-[11px] text-slate-500" title="Canonical tool">
          {call.tool === null ? "no such tool" : call.tool === call.name ? "" : `→ ${call.tool}`}
        </span>
        <CallOutcomeChip outcome={call.outcome} />
        {call.code && (
          <code data-testid="call-code" className="font-mono text-[11px] text-slate-700">
            {call.code}
          </code>
        )}
        {refused && <span className="text-[11px] font-semibold text-red-700 uppercase">Failed step</span>}
        {call.outcome === "waiting" && call.gateId && (
          <Link href={`/gates#gate-${call.gateId}`} data-testid="call-gate-link" className="text-xs font-medium text-sky-700 hover:underline">
            Waits for the CEO — open the gate
          </Link>
        )}
        <span className="ml-auto font-mono text-[11px] text-slate-400 tabular-nums">
          {call.metadata.duration_ms} ms · {call.metadata.attempts} attempt{call.metadata.attempts === 1 ? "" : "s"}
        </span>
      </header>
      <div className="grid gap-4 px-3 py-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-2">
          <h4 className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
            What the model read
            {isPreview(call.result) && (
              <span data-testid="call-preview-note" className="font-normal tracking-normal text-slate-500 normal-case">
                — a preview; the stored result below holds all {call.metadata.stored_bytes.toLocaleString()} bytes
              </span>
            )}
          </h4>
          <ModelReadBlock result={call.result} outcome={call.outcome} />
          {call.outcome === "waiting" && call.gateId && canDecideGates && <InlineGateApproval gateId={call.gateId} />}
          {call.media && <CallMedia media={call.media} />}
          {call.ref && <StoredRef storedRef={call.ref} />}
        </div>
        <div className="min-w-0 space-y-3">
          <CallMetadataTable metadata={call.metadata} />
          <Disclosure summary={`Arguments${repairs.length > 0 ? " (after repair)" : ""}`} testId="call-arguments">
            <JsonView value={call.arguments} />
          </Disclosure>
          {repairs.length > 0 && (
            <div data-testid="call-repairs">
              <h5 className="text-[11px] font-semibold text-slate-500">Repairs</h5>
              <ul className="mt-0.5 list-disc pl-4 text-xs text-slate-700">
                {repairs.map((repair) => (
                  <li key={repair}>{repair}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

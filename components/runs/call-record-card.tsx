"use client";
import Link from "next/link";
import type { CallRecord } from "@/lib/client/api-types";
import { formatDuration } from "@/lib/client/format-time";
import { InlineGateApproval } from "../gates/inline-gate-approval";
import { CallArguments } from "./call-arguments";
import { CallGateEvent } from "./call-gate-event";
import { CallMetadataTable } from "./call-metadata-table";
import { CallOutcomeChip } from "./call-outcome-chip";
import { ResultView } from "./result-view";
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

type CallRecordCardProps = {
  call: CallRecord;
  /** The arguments exactly as the model sent them, when the turn holds them. */
  asSent?: unknown;
  canDecideGates: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
};

/** One call of a turn, collapsible (issue 12, item 8): its header always, what it did when open. */
export function CallRecordCard({ call, asSent, canDecideGates, open, onToggle }: CallRecordCardProps) {
  const refused = isRefusedStep(call);
  const border = refused ? "border-l-red-500" : (outcomeBorders[call.outcome] ?? "border-l-slate-300");
  const repairs = Array.isArray(call.repairs) ? call.repairs : [];
  const retried = call.metadata.attempts > 1;
  return (
    <article
      id={`call-${call.id}`}
      data-testid="call-row"
      data-call-id={call.id}
      data-outcome={call.outcome}
      data-open={open}
      className={`scroll-mt-20 rounded-md border border-l-4 border-slate-200 bg-white ${border}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`call-body-${call.id}`}
          data-testid="call-toggle"
          onClick={() => onToggle(!open)}
          className="flex items-center gap-1.5 rounded focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden className={`inline-block w-3 text-slate-500 transition-transform ${open ? "rotate-90" : ""}`}>
            ▸
          </span>
          <span data-testid="call-name" className="font-mono text-[13px] font-semibold text-slate-900">
            {call.name}
          </span>
        </button>
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
        <span className="ml-auto font-mono text-[11px] text-slate-500 tabular-nums" data-testid="call-timing">
          {formatDuration(call.metadata.duration_ms)} handler
          {" · "}
          <span className={retried ? "font-semibold text-amber-700" : ""} title={retried ? "Retried: the tool failed in a way worth repeating, and its retry safety allowed it." : undefined}>
            {call.metadata.attempts} attempt{call.metadata.attempts === 1 ? "" : "s"}
          </span>
        </span>
      </header>
      {open && (
        <div id={`call-body-${call.id}`} className="grid gap-4 border-t border-slate-100 px-3 py-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-2">
            {call.gate && <CallGateEvent gate={call.gate} />}
            <h4 className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
              What the model read
              {isPreview(call.result) && (
                <span data-testid="call-preview-note" className="font-normal tracking-normal text-slate-500 normal-case">
                  — a preview; the stored result below holds all {call.metadata.stored_bytes.toLocaleString()} bytes
                </span>
              )}
            </h4>
            <ResultView result={call.result} outcome={call.outcome} />
            {call.outcome === "waiting" && call.gateId && canDecideGates && <InlineGateApproval gateId={call.gateId} />}
            {call.media && <CallMedia media={call.media} />}
            {call.ref && <StoredRef storedRef={call.ref} />}
          </div>
          <div className="min-w-0 space-y-3">
            <CallArguments value={call.arguments} asSent={asSent} />
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
            <CallMetadataTable metadata={call.metadata} />
          </div>
        </div>
      )}
    </article>
  );
}

"use client";
import Link from "next/link";
import type { Gate } from "@/lib/client/api-types";
import { CodeBlock } from "../ui/code-block";
import { TimeLabel } from "../ui/time-label";
import { RunStatusChip } from "../runs/run-status-chip";
import { runTitle } from "@/lib/client/run-title";
import { GateArguments } from "./gate-arguments";
import { GateDecisionForm, type DecisionOutcome } from "./gate-decision-form";
import { GateMail } from "./gate-mail";
import { GateToolFacts } from "./gate-tool-facts";
import { GateRunFacts } from "./gate-run-facts";

type GateCardProps = { gate: Gate; onDecided: (outcome: DecisionOutcome) => void };

/** One open gate: the call that waits, the run it belongs to, and the decision. */
export function GateCard({ gate, onDecided }: GateCardProps) {
  return (
    <article
      id={`gate-${gate.id}`}
      data-testid="gate-card"
      data-gate-id={gate.id}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white shadow-xs target:ring-2 target:ring-sky-500"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-2.5">
        <span data-testid="gate-tool" className="font-mono text-sm font-semibold text-slate-900">
          {gate.tool}
        </span>
        <span className="text-xs text-slate-500">
          waiting since <TimeLabel iso={gate.createdAt} />
        </span>
        <Link href={`/runs/${gate.runId}`} data-testid="gate-run-link" className="ml-auto text-xs font-medium text-sky-700 hover:underline">
          Open the run timeline
        </Link>
      </header>
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3">
          {gate.summary && (
            <div>
              <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Summary</h3>
              <p data-testid="gate-summary" className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">
                {gate.summary}
              </p>
            </div>
          )}
          {gate.context && <GateToolFacts context={gate.context} />}
          {gate.mail ? (
            <GateMail mail={gate.mail} gateId={gate.id} tool={gate.tool} />
          ) : (
            <div>
              <h3 className="mb-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Arguments</h3>
              <GateArguments value={gate.arguments} />
            </div>
          )}
          <GateDecisionForm gate={gate} onDecided={onDecided} />
        </div>
        <div className="min-w-0 space-y-2 rounded-md bg-slate-50 p-3">
          <h3 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">The run</h3>
          {gate.run ? (
            <>
              <p className="flex flex-wrap items-center gap-2 text-xs">
                <RunStatusChip status={gate.run.status} />
                <span data-testid="gate-run-title" className="font-medium text-slate-800">{runTitle(gate.run)}</span>
                <span className="text-slate-500">agent {gate.run.agentName}</span>
              </p>
              <CodeBlock text={gate.run.input} tone="muted" maxHeight="sm" testId="gate-run-input" />
              {gate.context && <GateRunFacts context={gate.context} agentName={gate.run.agentName} />}
            </>
          ) : (
            <p className="text-xs text-slate-500">Run {gate.runId}</p>
          )}
          <p className="font-mono text-[11px] text-slate-400">
            run {gate.runId} · call {gate.callId}
          </p>
        </div>
      </div>
    </article>
  );
}

"use client";
import type { GateContext } from "@/lib/contracts/gate-schemas";
import { CallOutcomeChip } from "../runs/call-outcome-chip";
import { FactsTable } from "../ui/facts-table";

/** Issue 23, item 2: who started the run, with which task version, and the steps before the gate (a compact trace). */
export function GateRunFacts({ context, agentName }: { context: GateContext; agentName: string }) {
  const hidden = context.stepsBefore - context.steps.length;
  return (
    <div className="space-y-2">
      <FactsTable
        testId="gate-run-facts"
        facts={[
          { label: "started by", value: context.startedBy ?? "no acting user", testId: "gate-started-by" },
          { label: "agent", value: agentName },
          {
            label: "task",
            value: context.task ? `${context.task.name}${context.task.version === null ? "" : ` · version ${context.task.version}`}` : "no task",
            testId: "gate-task",
          },
        ]}
      />
      <div>
        <h4 className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">Steps before this call</h4>
        {context.steps.length === 0 ? (
          <p className="text-xs text-slate-500">This is the run's first call.</p>
        ) : (
          <ol data-testid="gate-steps" className="mt-1 space-y-0.5 text-xs">
            {hidden > 0 && <li className="text-slate-500">… {hidden} earlier {hidden === 1 ? "call" : "calls"}</li>}
            {context.steps.map((step, index) => (
              <li key={index} data-testid="gate-step" className="flex items-center gap-2">
                <span className="w-12 shrink-0 text-slate-400">turn {step.turn}</span>
                <span className="min-w-0 truncate font-mono text-slate-800">{step.tool}</span>
                <CallOutcomeChip outcome={step.outcome} />
                {step.code && <span className="font-mono text-[11px] text-slate-500">{step.code}</span>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

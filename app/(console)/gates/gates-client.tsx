"use client";
import { useEffect, useState } from "react";
import { EscalatedRunCard } from "@/components/blockers/escalated-run-card";
import { DecidedGatesTable } from "@/components/gates/decided-gates-table";
import { DecisionNotices } from "@/components/gates/decision-notices";
import { GateCard } from "@/components/gates/gate-card";
import type { DecisionOutcome } from "@/components/gates/gate-decision-form";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { useBlockers } from "@/lib/client/use-blockers";
import { useGates } from "@/lib/client/use-gates";

const GATES_POLL_MS = 3_000;

type GatesTab = "open" | "decided";

export function GatesClient() {
  const [tab, setTab] = useState<GatesTab>("open");
  const [outcomes, setOutcomes] = useState<DecisionOutcome[]>([]);
  const open = useGates("open", GATES_POLL_MS);
  const decided = useGates("decided", GATES_POLL_MS);
  // Issue 18, item 4: runs escalated to the CEO stand beside the open gates, to retry or clear.
  const escalated = useBlockers(true, GATES_POLL_MS);
  const escalatedRuns = escalated.data ?? [];
  const current = tab === "open" ? open : decided;

  // A link from a run's timeline names the gate in the hash; bring it into view once it is listed.
  const openCount = open.data?.length ?? 0;
  useEffect(() => {
    if (tab !== "open" || openCount === 0 || !window.location.hash.startsWith("#gate-")) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: "start" });
  }, [tab, openCount]);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader
        title="Gates"
        description="Calls that wait for the CEO. A decision applies to exactly that call of that run."
        actions={current.isFetching && !current.isPending ? <span className="text-xs text-slate-400">Refreshing…</span> : null}
      />
      <SegmentedControl
        label="Gates"
        value={tab}
        onChange={setTab}
        segments={[
          { value: "open", label: "Open", count: open.data === undefined ? undefined : open.data.length + escalatedRuns.length, testId: "gates-tab-open" },
          { value: "decided", label: "Decided", count: decided.data?.length, testId: "gates-tab-decided" },
        ]}
      />
      <DecisionNotices outcomes={outcomes} onDismiss={() => setOutcomes([])} />
      {tab === "open" && escalatedRuns.length > 0 && (
        <section aria-label="Escalated runs" className="space-y-4">
          {escalatedRuns.map((blocker) => (
            <EscalatedRunCard key={blocker.runId} blocker={blocker} />
          ))}
        </section>
      )}
      {tab === "open" && escalated.isError && <ErrorNotice error={escalated.error} title="The escalated runs could not be loaded." />}
      {current.data === undefined ? (
        current.isError ? <ErrorNotice error={current.error} title="The gates could not be loaded." /> : <LoadingState label="Loading gates…" />
      ) : (
        <>
          {current.error && <ErrorNotice error={current.error} title="The gates could not be refreshed; showing what was last read." />}
          {current.data.length === 0 ? (
            tab === "open" && escalatedRuns.length > 0 ? null : <EmptyState title={tab === "open" ? "No call is waiting for a decision" : "No gate has been decided yet"}>
              {tab === "open" ? "This page checks every 3 seconds; a new gate appears here on its own." : null}
            </EmptyState>
          ) : tab === "open" ? (
            <div className="space-y-4">
              {current.data.map((gate) => (
                <GateCard key={gate.id} gate={gate} onDecided={(outcome) => setOutcomes((earlier) => [outcome, ...earlier].slice(0, 5))} />
              ))}
            </div>
          ) : (
            <DecidedGatesTable gates={current.data} />
          )}
        </>
      )}
    </div>
  );
}

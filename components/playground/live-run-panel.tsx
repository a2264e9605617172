"use client";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useRun } from "@/lib/client/use-run";
import { RunView } from "../runs/run-view";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";

/** The run just started, followed live (every second while it can change) right under the composer. */
type LiveRunPanelProps = { runId: string; scrollIntoView: boolean; canDecideGates: boolean };

export function LiveRunPanel({ runId, scrollIntoView, canDecideGates }: LiveRunPanelProps) {
  const run = useRun(runId);
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  const loaded = run.data !== undefined || run.isError;
  // Issue 12, item 12: a run just started shows up below the fold. Brought into view once it has drawn
  // (a scroll while it was still "Loading…" ended above where the run then appeared).
  useEffect(() => {
    if (!scrollIntoView || !loaded || scrolled.current) return;
    scrolled.current = true;
    section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [scrollIntoView, loaded]);
  const timelineLink = (
    <Link href={`/runs/${runId}`} data-testid="open-timeline" className="text-xs font-medium text-sky-700 hover:underline">
      Open the timeline page
    </Link>
  );
  return (
    <section ref={section} data-testid="live-run" aria-label="Live run" className="scroll-mt-4 space-y-3">
      {run.data ? (
        <>
          {run.error && <ErrorNotice error={run.error} title="The run could not be refreshed; showing what was last read." />}
          <RunView run={run.data} canCancel canDecideGates={canDecideGates} headerActions={timelineLink} />
        </>
      ) : run.isError ? (
        <ErrorNotice error={run.error} title="The run could not be loaded." />
      ) : (
        <LoadingState label="Loading the run…" />
      )}
    </section>
  );
}

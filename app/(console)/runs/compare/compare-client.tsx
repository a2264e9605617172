"use client";
import Link from "next/link";
import { RunComparison } from "@/components/runs/compare/run-comparison";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { useRun } from "@/lib/client/use-run";

export function CompareClient({ leftId, rightId }: { leftId: string | null; rightId: string | null }) {
  const left = useRun(leftId);
  const right = useRun(rightId);
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <nav aria-label="Breadcrumb" className="text-xs text-slate-500">
        <Link href="/runs" className="hover:text-slate-900 hover:underline">
          Runs
        </Link>
        <span className="mx-1.5">/</span>
        <span>Compare two runs</span>
      </nav>
      {leftId === null || rightId === null ? (
        <p data-testid="compare-missing" className="text-sm text-slate-600">
          Choose two runs: open a run and pick another run of its task under “Compare with”.
        </p>
      ) : left.isError || right.isError ? (
        <ErrorNotice error={left.error ?? right.error} title="A run could not be loaded." />
      ) : left.data && right.data ? (
        <RunComparison left={left.data} right={right.data} />
      ) : (
        <LoadingState label="Loading both runs…" />
      )}
    </div>
  );
}

"use client";
import Link from "next/link";
import { useState } from "react";
import { PlanAuthorLabel } from "@/components/plans/plan-author";
import { ErrorNotice } from "@/components/ui/error-notice";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { TimeLabel } from "@/components/ui/time-label";
import { usePlan } from "@/lib/client/use-plans";

/** One plan: the chosen version's content (the latest first), and every version to choose from. */
export function PlanClient({ name }: { name: string }) {
  const plan = usePlan(name);
  const [chosen, setChosen] = useState<number | null>(null);
  const back = (
    <Link href="/plans" className="text-sm font-medium text-sky-700 hover:underline">
      All plans
    </Link>
  );
  if (plan.isPending) return <LoadingState label="Loading the plan…" />;
  if (plan.isError) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        <PageHeader title={name} actions={back} />
        <ErrorNotice error={plan.error} title="The plan could not be loaded." />
      </div>
    );
  }
  const shown = plan.data.versions.find((version) => version.version === (chosen ?? plan.data.version)) ?? plan.data.versions[0];
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={<span className="font-mono">{plan.data.name}</span>} description={`Latest: version ${plan.data.version}.`} actions={back} />
      <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
        <Panel testId="plan-content" title={`Version ${shown.version}${shown.version === plan.data.version ? " (latest)" : ""}`}>
          <p className="mb-3 text-xs text-slate-500">
            Written <TimeLabel iso={shown.writtenAt} /> by <PlanAuthorLabel author={shown.author} />
          </p>
          <div data-testid="plan-text" className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
            {shown.content}
          </div>
        </Panel>
        <Panel title="Versions" testId="plan-versions">
          <ol className="space-y-1">
            {plan.data.versions.map((version) => (
              <li key={version.version}>
                <button
                  type="button"
                  data-testid="plan-version"
                  aria-current={version.version === shown.version ? "true" : undefined}
                  onClick={() => setChosen(version.version)}
                  className={`w-full rounded px-2 py-1 text-left text-xs ${version.version === shown.version ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
                >
                  v{version.version} · <TimeLabel iso={version.writtenAt} />
                </button>
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </div>
  );
}

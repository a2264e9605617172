"use client";
import Link from "next/link";
import type { Recommendation } from "@/lib/client/api-types";
import { TimeLabel } from "../ui/time-label";
import { EvidenceList } from "./evidence-list";
import { IssueStatusChip, RecommendationSourceChip, RecommendationStatusChip } from "./recommendation-chips";
import { RecommendationDecisionForm } from "./recommendation-decision-form";

type RecommendationCardProps = { recommendation: Recommendation; canDecide: boolean };

const DECIDED_LABEL = { accept: "Accepted", reject: "Rejected", defer: "Deferred" } as const;

const sectionTitle = "text-[11px] font-semibold tracking-wide text-slate-500 uppercase";

/** One recommendation: what it proposes, what it rests on, how it was decided and its issue. */
export function RecommendationCard({ recommendation, canDecide }: RecommendationCardProps) {
  const { decision, issue } = recommendation;
  const awaiting = recommendation.status === "open" || recommendation.status === "deferred";
  return (
    <article data-testid="recommendation-card" data-recommendation-id={recommendation.id} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 px-4 py-2.5">
        <h2 data-testid="recommendation-title" className="text-sm font-semibold text-slate-900">
          {recommendation.title}
        </h2>
        <RecommendationStatusChip status={recommendation.status} />
        <RecommendationSourceChip source={recommendation.source} />
        <span className="ml-auto text-xs text-slate-500">
          <TimeLabel iso={recommendation.createdAt} />
        </span>
      </header>
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-3">
          <p data-testid="recommendation-proposal" className="text-sm whitespace-pre-wrap text-slate-800">
            {recommendation.proposal}
          </p>
          {awaiting && canDecide && <RecommendationDecisionForm recommendation={recommendation} />}
          {awaiting && !canDecide && <p className="text-xs text-slate-500">An admin or the CEO decides recommendations.</p>}
        </div>
        <div className="min-w-0 space-y-3 rounded-md bg-slate-50 p-3">
          <div>
            <h3 className={sectionTitle}>Evidence</h3>
            <div className="mt-1">
              <EvidenceList evidence={recommendation.evidence} />
            </div>
          </div>
          {decision && (
            <div data-testid="recommendation-decision">
              <h3 className={sectionTitle}>Decision</h3>
              <p className="mt-0.5 text-xs text-slate-700">
                <span className="font-medium">{DECIDED_LABEL[decision.decision]}</span> by {decision.decidedBy ?? "a former user"}, <TimeLabel iso={decision.decidedAt} />
              </p>
              {decision.note && <p className="mt-0.5 text-xs whitespace-pre-wrap text-slate-600">{decision.note}</p>}
            </div>
          )}
          {issue && (
            <div data-testid="recommendation-issue">
              <h3 className={sectionTitle}>Issue</h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                <IssueStatusChip status={issue.status} />
                <Link href={`/reports#issue-${issue.id}`} className="font-medium text-sky-700 hover:underline">
                  On the Reports page
                </Link>
              </p>
              {issue.outcome && <p className="mt-0.5 text-xs whitespace-pre-wrap text-slate-600">{issue.outcome}</p>}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

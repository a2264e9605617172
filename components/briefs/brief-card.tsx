import Link from "next/link";
import type { BriefView } from "@/lib/contracts/brief-schemas";
import { TimeLabel } from "../ui/time-label";

function SentenceList({ title, items, testId, tone }: { title: string; items: readonly string[]; testId: string; tone: string }) {
  return (
    <div data-testid={testId}>
      <h3 className={`text-[11px] font-semibold tracking-wide uppercase ${tone}`}>{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-xs text-slate-400">None.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm text-slate-700">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One daily brief: the day, what happened, what the CEO must decide, what is at risk, and who filed it. */
export function BriefCard({ brief }: { brief: BriefView }) {
  return (
    <article data-testid="brief" data-brief-id={brief.id} className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-2.5">
        <h2 data-testid="brief-date" className="text-sm font-semibold text-slate-900">
          Brief for {brief.date}
        </h2>
        <p data-testid="brief-filed-by" className="text-xs text-slate-500">
          Filed by {brief.agentName ?? "a deleted agent"} · <TimeLabel iso={brief.filedAt} />
          {brief.runId && (
            <>
              {" · "}
              <Link href={`/runs/${brief.runId}`} data-testid="brief-run-link" className="font-medium text-sky-700 hover:underline">
                Open the run
              </Link>
            </>
          )}
        </p>
      </header>
      <div className="space-y-3 p-4">
        <p data-testid="brief-summary" className="text-sm whitespace-pre-wrap text-slate-800">
          {brief.summary}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SentenceList title="Decisions needed" items={brief.decisionsNeeded} testId="brief-decisions" tone="text-violet-700" />
          <SentenceList title="Risks" items={brief.risks} testId="brief-risks" tone="text-amber-700" />
        </div>
      </div>
    </article>
  );
}

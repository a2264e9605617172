import Link from "next/link";
import type { EvidenceItem } from "@/lib/client/api-types";

/** What a recommendation rests on: each sentence, with a link to the run it names. */
export function EvidenceList({ evidence }: { evidence: readonly EvidenceItem[] }) {
  if (evidence.length === 0) return <p className="text-xs text-slate-500">No evidence was given.</p>;
  return (
    <ul data-testid="recommendation-evidence" className="space-y-1">
      {evidence.map((item, index) => (
        <li key={`${item.runId ?? "none"}-${index}`} className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-700">
          <span>{item.text}</span>
          {item.runId && (
            <Link href={`/runs/${item.runId}`} data-testid="evidence-run-link" className="font-mono text-[11px] font-medium text-sky-700 hover:underline">
              run {item.runId.slice(0, 8)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

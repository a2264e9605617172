"use client";
import type { Run } from "@/lib/client/api-types";
import { useRunGrounding } from "@/lib/client/use-run-grounding";
import type { RunGrounding } from "@/lib/contracts/run-grounding";
import { Chip } from "../ui/chip";
import { EmptyState } from "../ui/empty-state";
import { ErrorNotice } from "../ui/error-notice";
import { LoadingState } from "../ui/loading-state";

const EXCLUSION_WORDS: Record<RunGrounding["claims"][number]["excludedMatches"][number]["reason"], string> = {
  failed_read: "a failed read",
  own_write: "the run's own write input",
  metadata: "result metadata only",
  instruction: "the runtime's instructions",
};

type Claim = RunGrounding["claims"][number];

function ClaimRow({ claim, grounding }: { claim: Claim; grounding: RunGrounding }) {
  const reasons = [...new Set(claim.excludedMatches.map((each) => EXCLUSION_WORDS[each.reason]))];
  return (
    <li data-testid="grounding-claim" data-supported={claim.supported} className="rounded-md border border-slate-200 p-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Chip tone={claim.supported ? "green" : "red"}>{claim.supported ? "supported" : "unsupported"}</Chip>
        <span className="font-mono text-[12px] text-slate-900">{claim.text}</span>
        <span className="text-xs text-slate-500">{claim.kind}</span>
      </div>
      {claim.matches.slice(0, 3).map((match) => {
        const evidence = grounding.evidence[match.evidence];
        return (
          <p key={`${match.evidence}-${match.offset}`} className="mt-1 text-xs text-slate-600">
            Turn {match.turn}, {evidence?.kind ?? "result"} of {evidence?.tool ?? "a tool"}
            {match.ref && <span className="font-mono"> {match.ref}</span>} at {(evidence?.from ?? 0) + match.offset}:{" "}
            <span className="font-mono text-slate-800">{match.excerpt}</span>
          </p>
        );
      })}
      {claim.matches.length > 3 && <p className="mt-1 text-xs text-slate-500">and {claim.matches.length - 3} more places</p>}
      {!claim.supported && (
        <p className="mt-1 text-xs text-red-700">
          {reasons.length === 0 ? "Found in nothing the model was shown." : `Found only in ${reasons.join(", ")}: not evidence.`}
        </p>
      )}
    </li>
  );
}

/** Issue 22: which claims of the run's output rest on what its model was shown (GET /v1/runs/:id/grounding). */
export function RunGroundingPanel({ run }: { run: Run }) {
  const grounding = useRunGrounding(run.id, true, `${run.status}:${run.turns.length}`);
  if (grounding.isError) return <ErrorNotice error={grounding.error} title="The grounding could not be read." />;
  if (!grounding.data) return <LoadingState label="Checking the output against the evidence…" />;
  const data = grounding.data;
  if (data.output === null) return <EmptyState title="No output yet">The run has not answered; its grounding is checked once it has.</EmptyState>;
  return (
    <div data-testid="run-grounding" className="space-y-3">
      <p className="text-sm text-slate-700">
        <span data-testid="grounding-counts">
          {data.supported} of {data.claims.length} checkable claim{data.claims.length === 1 ? "" : "s"} found in what the model was shown
        </span>{" "}
        ({data.evidence.length} piece{data.evidence.length === 1 ? "" : "s"} of evidence: previews, windows and results it read). Metadata, the runtime&apos;s instructions, failed
        reads and the run&apos;s own write inputs never count.
      </p>
      {data.claims.length === 0 ? (
        <p className="text-sm text-slate-500">The output makes no claim that can be checked mechanically (figures, dates, names, identifiers, URLs, quotes).</p>
      ) : (
        <ul className="space-y-2">
          {data.claims.map((claim) => (
            <ClaimRow key={`${claim.at}-${claim.text}`} claim={claim} grounding={data} />
          ))}
        </ul>
      )}
    </div>
  );
}

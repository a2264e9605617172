import Link from "next/link";
import type { PlanAuthor } from "@/lib/contracts/plan-schemas";

/** Who wrote a plan version: the agent, the person its run acted for, and the run. */
export function PlanAuthorLabel({ author }: { author: PlanAuthor }) {
  return (
    <span data-testid="plan-author">
      {author.agentName ?? "a deleted agent"}
      {author.writtenBy && <span className="text-slate-400"> for {author.writtenBy}</span>}
      {author.runId && (
        <>
          {" · "}
          <Link href={`/runs/${author.runId}`} className="font-medium text-sky-700 hover:underline">
            run
          </Link>
        </>
      )}
    </span>
  );
}

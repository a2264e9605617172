import "server-only";
import type { EvidenceItem } from "@/lib/contracts/recommendation-bodies";
import type { Database } from "@/lib/server/db";

/** The ended run an observation starts from: only what it showed is looked for across recent runs. */
export type EndedRun = {
  id: string;
  organisationId: string;
  agentId: string;
  taskId: string | null;
  failureCode: string | null;
  /** Its calls that ended as tool errors with a code, or were handed back for the budget. */
  calls: { tool: string | null; code: string | null; outcome: string }[];
  /** The tools of its gates that were approved. */
  approvedGateTools: string[];
};

/** A recommendation the OS makes: made once per organisation, by its `sourceKey`. */
export type Proposal = { sourceKey: string; title: string; proposal: string; evidence: EvidenceItem[]; agentId: string | null; runId: string | null };

/** One pattern: the keys this run could confirm (cheap), then the recent-history check for one key. */
export type Pattern = {
  candidates(run: EndedRun): string[];
  check(database: Database, run: EndedRun, sourceKey: string, now: Date): Promise<Proposal | null>;
};

/** The newest distinct run ids, as evidence entries. */
export function runEvidence(runIds: readonly (string | null)[], text: string, max: number): EvidenceItem[] {
  const distinct = [...new Set(runIds.filter((id): id is string => id !== null))].slice(0, max);
  return distinct.map((runId) => ({ runId, text }));
}

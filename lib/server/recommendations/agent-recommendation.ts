import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EvidenceItem } from "@/lib/contracts/recommendation-bodies";

// CONTRACT.md, Recommendations: "agents propose them with report_issue". What an agent reports is both an
// issue report (read at once on the Reports page) and an `agent` recommendation resting on it, so an admin or
// the CEO decides it beside the OS's own. Accepting it adopts that same report as its issue
// (file-recommendation-issue.ts) rather than filing it twice.

const REPORT_KEY_PREFIX = "report_issue:";

/** The recommendation's sourceKey: one per report, so a repeated report_issue proposes nothing new. */
export const reportSourceKey = (reportId: string) => `${REPORT_KEY_PREFIX}${reportId}`;

/** The report an agent's recommendation rests on, from its sourceKey; null for any other recommendation. */
export function reportIdOf(recommendation: { source: string; sourceKey: string | null }): string | null {
  if (recommendation.source !== "agent" || recommendation.sourceKey === null || !recommendation.sourceKey.startsWith(REPORT_KEY_PREFIX)) return null;
  return recommendation.sourceKey.slice(REPORT_KEY_PREFIX.length);
}

type Report = { id: string; organisationId: string; agentId: string | null; runId: string | null; title: string; details: string; createdAt: Date };

/** Proposes the report as an `agent` recommendation, inside the transaction that filed it. */
export async function proposeFromReport(transaction: Prisma.TransactionClient, report: Report): Promise<void> {
  const evidence: EvidenceItem[] = [{ runId: report.runId, text: `An agent reported this with report_issue (report ${report.id}).` }];
  await transaction.recommendation.createMany({
    data: [{
      organisationId: report.organisationId,
      title: report.title,
      proposal: report.details,
      evidence,
      source: "agent",
      sourceKey: reportSourceKey(report.id),
      agentId: report.agentId,
      runId: report.runId,
      createdAt: report.createdAt,
    }],
    skipDuplicates: true,
  });
}

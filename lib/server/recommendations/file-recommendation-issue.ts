import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RecommendationRow } from "./recommendation-view";
import { evidenceOf } from "./recommendation-view";
import { reportIdOf } from "./agent-recommendation";

// CONTRACT.md, Recommendations: "Accepting one files it as an issue on the Reports page". An agent's
// recommendation already rests on the report it filed, so that report becomes its issue; any other is filed
// as a new issue report, with no agent when the OS or an admin made it.

type Filing = { acceptedBy: string; note: string | null; now: Date };

function detailsOf(row: RecommendationRow, note: string | null): string {
  const evidence = evidenceOf(row.evidence).map((item) => `- ${item.text}${item.runId === null ? "" : ` (run ${item.runId})`}`);
  return [row.proposal, evidence.length === 0 ? null : `Evidence:\n${evidence.join("\n")}`, note ? `Accepted: ${note}` : null].filter((part) => part !== null).join("\n\n");
}

/** The issue report the accepted recommendation is filed as: adopted or created, inside the deciding transaction. */
export async function fileRecommendationIssue(transaction: Prisma.TransactionClient, row: RecommendationRow, filing: Filing) {
  const reportId = reportIdOf(row);
  if (reportId !== null) {
    const report = await transaction.issueReport.findFirst({ where: { id: reportId, organisationId: row.organisationId } });
    const taken = report && (await transaction.recommendation.findFirst({ where: { issueReportId: report.id, NOT: { id: row.id } }, select: { id: true } }));
    if (report && !taken) return report;
  }
  return transaction.issueReport.create({
    data: {
      organisationId: row.organisationId,
      agentId: row.agentId,
      runId: row.runId,
      title: row.title,
      details: detailsOf(row, filing.note),
      reportedById: filing.acceptedBy,
      createdAt: filing.now,
    },
  });
}

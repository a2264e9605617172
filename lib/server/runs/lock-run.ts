import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Takes the run's row lock for the rest of the transaction. A CEO's decision and a cancel both take it
 * first, so they run one after the other and the second reads what the first committed (issue 8, item 15:
 * exactly one of a decision and a cancel that race wins).
 */
export async function lockRun(transaction: Prisma.TransactionClient, runId: string): Promise<void> {
  await transaction.$queryRaw`SELECT id FROM "Run" WHERE id = ${runId} FOR UPDATE`;
}

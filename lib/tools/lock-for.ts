// Two identical calls of one batch run in parallel: a transaction-scoped advisory lock on what they share
// makes the second see the first's write, so an idempotent tool acts once (seed "built-in tools", Retry safety).

import type { Prisma } from "@/lib/generated/prisma/client";

export async function lockFor(transaction: Prisma.TransactionClient, parts: readonly unknown[]): Promise<void> {
  await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${JSON.stringify(parts)}, 0))`;
}

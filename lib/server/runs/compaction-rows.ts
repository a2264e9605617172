import "server-only";
import type { CompactionRecord, RunLease } from "@/lib/runtime/ports/run-store";
import type { Database } from "../db";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { assertLeaseHeld } from "./run-lease";

// Issue 22: a run's compactions as rows. One row per run and sequence number: a second writer of the same
// number (a pass that lost the lease, a resume after a kill between the write and the next turn) inserts
// nothing and reads the first one's row, so no run ever carries two different summaries for one compaction.

type CompactionRow = { sequence: number; beforeTurn: number; fromTurn: number; toTurn: number; summary: string; droppedRefs: unknown; source: string; tokensBefore: number | null; tokensAfter: number | null };

const SELECTED = { sequence: true, beforeTurn: true, fromTurn: true, toTurn: true, summary: true, droppedRefs: true, source: true, tokensBefore: true, tokensAfter: true } as const;

function recordOf(row: CompactionRow): CompactionRecord {
  const refs = Array.isArray(row.droppedRefs) ? row.droppedRefs.filter((ref): ref is string => typeof ref === "string") : [];
  return { ...row, droppedRefs: refs, source: row.source === "model" ? "model" : "digest" };
}

export async function loadCompactions(database: Database, runId: string): Promise<CompactionRecord[]> {
  const rows = await database.compaction.findMany({ where: { runId }, orderBy: { sequence: "asc" }, select: SELECTED });
  return rows.map(recordOf);
}

/** Writes the compaction unless its sequence is taken (only under the writer's lease), then reads the row. */
export async function recordCompactionRow(database: Database, held: RunLease, compaction: CompactionRecord, redactor: ViewRedactor): Promise<CompactionRecord> {
  const inserted = await database.$executeRaw`
    INSERT INTO "Compaction" ("runId", sequence, "beforeTurn", "fromTurn", "toTurn", summary, "droppedRefs", source, "tokensBefore", "tokensAfter")
    SELECT r.id, ${compaction.sequence}::int, ${compaction.beforeTurn}::int, ${compaction.fromTurn}::int, ${compaction.toTurn}::int, ${redactor.text(compaction.summary)}::text,
      ${JSON.stringify(compaction.droppedRefs)}::jsonb, ${compaction.source}::text, ${compaction.tokensBefore}::int, ${compaction.tokensAfter}::int
    FROM "Run" r WHERE r.id = ${held.id}::text AND r."leaseEpoch" = ${held.lease}::int
    ON CONFLICT ("runId", sequence) DO NOTHING`;
  if (inserted === 0) await assertLeaseHeld(database, held);
  const row = await database.compaction.findUniqueOrThrow({ where: { runId_sequence: { runId: held.id, sequence: compaction.sequence } }, select: SELECTED });
  return recordOf(row);
}

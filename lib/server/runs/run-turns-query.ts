import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { CallSnapshot } from "@/lib/runtime/ports/run-store";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";

// Issue 9, item 5: a run's turns with their calls and gates, and the latest turn's offer (every definition
// as sent, large: only the latest is read), as one named statement (prepared-query.ts). Through Prisma these
// were a chain of relation queries (turns, then calls, then gates) beside a read of the latest offer; one
// statement also reads them all from one snapshot, so no turn can land between two reads.

/** A call as stored: its arguments redacted, the original sealed beside them when redaction changed them. */
export type LoadedCallRow = Omit<CallSnapshot, "arguments"> & { arguments: unknown; sealedArguments: string | null };

export type LoadedTurnRow = {
  id: string;
  index: number;
  modelText: string;
  modelCalls: unknown;
  sealedModel: string | null;
  /** The stored offer of the latest turn; null on every other turn. */
  offer: unknown;
  calls: LoadedCallRow[];
};

export function runTurnsQuery(runId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT t.id, t.index, t."modelText", t."modelCalls", t."sealedModel",
      CASE WHEN t.index = (SELECT max(l.index) FROM "Turn" l WHERE l."runId" = t."runId") THEN t.offer END AS offer,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', c.id, 'index', c.index, 'modelCallId', c."modelCallId", 'name', c.name, 'tool', c.tool,
          'arguments', c.arguments, 'sealedArguments', c."sealedArguments", 'outcome', c.outcome, 'code', c.code,
          'result', c.result, 'ref', c.ref, 'storedBytes', c."storedBytes", 'attempts', c.attempts,
          'gate', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'status', g.status, 'decision', g.decision, 'note', g.note) END
        ) ORDER BY c.index)
        FROM "ToolCall" c LEFT JOIN "Gate" g ON g."callId" = c.id WHERE c."turnId" = t.id
      ), '[]'::json) AS calls
    FROM "Turn" t WHERE t."runId" = ${runId}::text
    ORDER BY t.index`;
}

export function loadRunTurns(database: Database, runId: string): Promise<LoadedTurnRow[]> {
  return preparedQuery<LoadedTurnRow>(database, runTurnsQuery(runId));
}

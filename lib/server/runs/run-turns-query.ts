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
export type LoadedCallRow = Omit<CallSnapshot, "arguments" | "resultChars"> & { arguments: unknown; sealedArguments: string | null; resultChars: number | null };

export type LoadedTurnRow = {
  id: string;
  index: number;
  modelText: string;
  modelCalls: unknown;
  sealedModel: string | null;
  /** The stored offer of the latest turn; null on every other turn. */
  offer: unknown;
  /** Issue 22: the prompt's tokens as counted, and as the provider reported them. */
  promptTokens: number | null;
  inputTokens: number | null;
  calls: LoadedCallRow[];
};

/**
 * Issue 16, item 8: with `excerptCharacters`, the results of every turn but the latest are read only as far
 * as a later prompt quotes them (replay-result.ts), with their whole length (`resultChars`): at 10 MB of
 * history the whole texts were most of a resume's read. Without it (a view rebuilding any turn's messages)
 * every result is read whole. A row written before the length was kept is read whole either way.
 */
export function runTurnsQuery(runId: string, excerptCharacters: number | null = null): Prisma.Sql {
  const result =
    excerptCharacters === null
      ? Prisma.sql`c.result`
      : Prisma.sql`CASE WHEN t.index = latest.index OR c."resultChars" IS NULL THEN c.result ELSE left(c.result, ${excerptCharacters}::int) END`;
  return Prisma.sql`
    SELECT t.id, t.index, t."modelText", t."modelCalls", t."sealedModel", t."promptTokens", t."inputTokens",
      CASE WHEN t.index = latest.index THEN t.offer END AS offer,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', c.id, 'index', c.index, 'modelCallId', c."modelCallId", 'name', c.name, 'tool', c.tool,
          'arguments', c.arguments, 'sealedArguments', c."sealedArguments", 'outcome', c.outcome, 'code', c.code,
          'result', ${result}, 'resultChars', c."resultChars", 'ref', c.ref, 'storedBytes', c."storedBytes", 'attempts', c.attempts,
          'gate', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'status', g.status, 'decision', g.decision, 'note', g.note) END
        ) ORDER BY c.index)
        FROM "ToolCall" c LEFT JOIN "Gate" g ON g."callId" = c.id WHERE c."turnId" = t.id
      ), '[]'::json) AS calls
    FROM "Turn" t, (SELECT max(l.index) AS index FROM "Turn" l WHERE l."runId" = ${runId}::text) AS latest
    WHERE t."runId" = ${runId}::text
    ORDER BY t.index`;
}

export function loadRunTurns(database: Database, runId: string, excerptCharacters: number | null = null): Promise<LoadedTurnRow[]> {
  return preparedQuery<LoadedTurnRow>(database, runTurnsQuery(runId, excerptCharacters));
}

import "server-only";
import type { Settlement } from "@/lib/runtime/loop/run-snapshot";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "../db";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { callMetadataColumns } from "./call-metadata-columns";
import { statusesForStep } from "./step-status-guard";

// Issue 9, item 5, commit 2 of a durable step: the turn's answers, the stored results they quote, and the
// run's end when the turn ended it — ONE statement, rows passed as arrays, nothing read back. A call's
// metadata is written only when the settlement carries it (a refusal keeps what admission recorded). The
// run moves only while it has not ended: a cancelled run stays cancelled.

const UNFINISHED = ["pending", "waiting"];

export async function settleStatement(database: Database, runId: string, settlement: Settlement, redactor: ViewRedactor): Promise<void> {
  const calls = settlement.calls.map((call) => ({ call, columns: call.metadata ? callMetadataColumns(call.metadata) : null }));
  const column = <Value>(pick: (row: (typeof calls)[number]) => Value) => calls.map(pick);
  const result = <Value>(pick: (row: Settlement["results"][number]) => Value) => settlement.results.map(pick);
  const { ending } = settlement;
  await database.$queryRaw`
    WITH settled AS (
      UPDATE "ToolCall" AS t SET
        outcome = c.outcome::"CallOutcome", code = c.code, result = c.result, ref = c.ref,
        "toolName" = CASE WHEN c.has_metadata THEN c.tool_name ELSE t."toolName" END,
        "durationMs" = CASE WHEN c.has_metadata THEN c.duration_ms ELSE t."durationMs" END,
        "outputFilter" = CASE WHEN c.has_metadata THEN c.output_filter ELSE t."outputFilter" END,
        truncated = CASE WHEN c.has_metadata THEN c.truncated ELSE t.truncated END,
        "originalBytes" = CASE WHEN c.has_metadata THEN c.original_bytes ELSE t."originalBytes" END,
        "storedBytes" = CASE WHEN c.has_metadata THEN c.stored_bytes ELSE t."storedBytes" END,
        error = CASE WHEN c.has_metadata THEN c.error ELSE t.error END,
        attempts = CASE WHEN c.has_metadata THEN c.attempts ELSE t.attempts END,
        "exitCode" = CASE WHEN c.has_metadata THEN c.exit_code ELSE t."exitCode" END,
        "finishedAt" = CASE WHEN c.outcome IN (${Prisma.join(UNFINISHED)}) THEN t."finishedAt" ELSE now() END
      FROM unnest(
        ${column((row) => row.call.callId)}::text[], ${column((row) => row.call.outcome)}::text[], ${column((row) => row.call.code)}::text[],
        ${column((row) => redactor.textOrNull(row.call.result))}::text[], ${column((row) => row.call.ref)}::text[], ${column((row) => row.columns !== null)}::boolean[],
        ${column((row) => row.columns?.toolName ?? null)}::text[], ${column((row) => row.columns?.durationMs ?? null)}::int[], ${column((row) => row.columns?.outputFilter ?? null)}::text[],
        ${column((row) => row.columns?.truncated ?? null)}::boolean[], ${column((row) => row.columns?.originalBytes ?? null)}::int[], ${column((row) => row.columns?.storedBytes ?? null)}::int[],
        ${column((row) => redactor.textOrNull(row.columns?.error ?? null))}::text[], ${column((row) => row.columns?.attempts ?? null)}::int[], ${column((row) => row.columns?.exitCode ?? null)}::int[]
      ) AS c(id, outcome, code, result, ref, has_metadata, tool_name, duration_ms, output_filter, truncated, original_bytes, stored_bytes, error, attempts, exit_code)
      WHERE t.id = c.id
      RETURNING t.id
    ), stored AS (
      INSERT INTO "StoredResult" (id, ref, "organisationId", "conversationId", "runId", "callId", tool, text, bytes, "originalBytes", truncated)
      SELECT gen_random_uuid()::text, s.ref, s.organisation_id, s.conversation_id, s.run_id, s.call_id, s.tool, s.text, s.bytes, s.original_bytes, s.truncated
      FROM unnest(
        ${result((row) => row.ref)}::text[], ${result((row) => row.organisationId)}::text[], ${result((row) => row.conversationId)}::text[], ${result((row) => row.runId)}::text[],
        ${result((row) => row.callId)}::text[], ${result((row) => row.tool)}::text[], ${result((row) => row.text)}::text[], ${result((row) => Buffer.byteLength(row.text, "utf8"))}::int[],
        ${result((row) => row.originalBytes)}::int[], ${result((row) => row.truncated)}::boolean[]
      ) AS s(ref, organisation_id, conversation_id, run_id, call_id, tool, text, bytes, original_bytes, truncated)
      RETURNING id
    ), ended AS (
      UPDATE "Run" SET
        status = ${ending?.status ?? "running"}::"RunStatus",
        output = ${redactor.textOrNull(ending?.output ?? null)}::text,
        "failureCode" = ${ending?.failure?.code ?? null}::text,
        "failureMessage" = ${redactor.textOrNull(ending?.failure?.message ?? null)}::text,
        "finishedAt" = now(),
        "updatedAt" = now()
      WHERE id = ${runId}::text AND ${ending !== null}::boolean AND status::text IN (${Prisma.join(statusesForStep(ending))})
      RETURNING id
    )
    SELECT (SELECT count(*) FROM settled)::int AS settled, (SELECT count(*) FROM stored)::int AS stored, (SELECT count(*) FROM ended)::int AS ended`;
}

import "server-only";
import { LeaseLostError, type RunLease, type Settlement } from "@/lib/runtime/ports/run-store";
import type { AttemptRecord } from "@/lib/runtime/ports/run-events";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { callMetadataColumns } from "./call-metadata-columns";
import { jsonRows } from "./json-rows";
import { turnInputsOf, turnInputsQuery, type LoadedTurnInputs, type TurnInputsRow } from "./load-agent-offer";
import { statusesForStep } from "./step-status-guard";
import { assertLeaseHeld, leaseFence } from "./run-lease";

// Issue 9, item 5, commit 2 of a durable step: the turn's answers, the stored results they quote, and the
// run's end when the turn ended it — ONE statement, the rows as jsonb parameters (json-rows.ts), nothing read
// back. A call's
// metadata is written only when the settlement carries it (a refusal keeps what admission recorded). The
// run moves only while it has not ended: a cancelled run stays cancelled. Issue 16, item 1: every part
// writes only under the writer's lease (the `fence` of run-lease.ts), and a start (an unfinished call with
// metadata: the write-ahead of a call unsafe to repeat) only while the call's attempts are still 0.

const UNFINISHED = ["pending", "waiting"];

/** One attempt as the ToolCall's `executions` keeps it (times as ISO 8601). */
function executionColumn(record: AttemptRecord) {
  return { attempt: record.attempt, startedAt: record.startedAt.toISOString(), endedAt: record.endedAt.toISOString(), outcome: record.outcome, code: record.code };
}

/**
 * Settles the turn; when the run goes on, the same statement reads the next turn's inputs (its SELECT sees
 * the agent, scripts and secrets as they are at the settle, a moment before the next turn begins) and
 * answers them, so the step has no third round trip. Null when the settlement ended the run.
 */
export async function settleStatement(database: Database, run: RunLease, settlement: Settlement, redactor: ViewRedactor): Promise<LoadedTurnInputs | null> {
  const runId = run.id;
  const calls = settlement.calls.map((call) => ({ call, columns: call.metadata ? callMetadataColumns(call.metadata) : null }));
  const callRows = jsonRows(
    calls.map(({ call, columns }) => ({ call, columns, result: redactor.textOrNull(call.result) })).map(({ call, columns, result }) => ({
      id: call.callId,
      outcome: call.outcome,
      code: call.code,
      result,
      result_chars: result?.length ?? null,
      ref: call.ref,
      has_metadata: columns !== null,
      tool_name: columns?.toolName ?? null,
      duration_ms: columns?.durationMs ?? null,
      output_filter: columns?.outputFilter ?? null,
      truncated: columns?.truncated ?? null,
      original_bytes: columns?.originalBytes ?? null,
      stored_bytes: columns?.storedBytes ?? null,
      error: redactor.textOrNull(columns?.error ?? null),
      attempts: columns?.attempts ?? null,
      exit_code: columns?.exitCode ?? null,
      // Issue 17, item 3: the attempts' event times, the trace's handler segments.
      executions: call.executions ? call.executions.map(executionColumn) : null,
    })),
  );
  const resultRows = jsonRows(
    settlement.results.map((stored) => ({
      ref: stored.ref,
      organisation_id: stored.organisationId,
      conversation_id: stored.conversationId,
      run_id: stored.runId,
      call_id: stored.callId,
      tool: stored.tool,
      text: stored.text,
      bytes: Buffer.byteLength(stored.text, "utf8"),
      original_bytes: stored.originalBytes,
      truncated: stored.truncated,
    })),
  );
  const { ending } = settlement;
  const nextInputs = ending === null ? Prisma.sql`, next_inputs AS (${turnInputsQuery(runId)})` : Prisma.empty;
  const nextInputsColumn = ending === null ? Prisma.sql`, (SELECT row_to_json(next_inputs) FROM next_inputs) AS next_inputs` : Prisma.empty;
  const answer = await preparedQuery<{ fenced: number; settled: number; next_inputs?: TurnInputsRow | null }>(database, Prisma.sql`
    WITH fence AS (${leaseFence(run)}), settled AS (
      UPDATE "ToolCall" AS t SET
        outcome = c.outcome::"CallOutcome", code = c.code, result = c.result, "resultChars" = c.result_chars, ref = c.ref,
        "toolName" = CASE WHEN c.has_metadata THEN c.tool_name ELSE t."toolName" END,
        "durationMs" = CASE WHEN c.has_metadata THEN c.duration_ms ELSE t."durationMs" END,
        "outputFilter" = CASE WHEN c.has_metadata THEN c.output_filter ELSE t."outputFilter" END,
        truncated = CASE WHEN c.has_metadata THEN c.truncated ELSE t.truncated END,
        "originalBytes" = CASE WHEN c.has_metadata THEN c.original_bytes ELSE t."originalBytes" END,
        "storedBytes" = CASE WHEN c.has_metadata THEN c.stored_bytes ELSE t."storedBytes" END,
        error = CASE WHEN c.has_metadata THEN c.error ELSE t.error END,
        attempts = CASE WHEN c.has_metadata THEN c.attempts ELSE t.attempts END,
        "exitCode" = CASE WHEN c.has_metadata THEN c.exit_code ELSE t."exitCode" END,
        executions = COALESCE(c.executions, t.executions),
        "finishedAt" = CASE WHEN c.outcome IN (${Prisma.join(UNFINISHED)}) THEN t."finishedAt" ELSE now() END
      FROM fence, jsonb_to_recordset(${callRows}::jsonb) AS c(id text, outcome text, code text, result text, result_chars int, ref text, has_metadata boolean, tool_name text,
        duration_ms int, output_filter text, truncated boolean, original_bytes int, stored_bytes int, error text, attempts int, exit_code int, executions jsonb)
      WHERE t.id = c.id
        AND (c.outcome NOT IN (${Prisma.join(UNFINISHED)}) OR NOT c.has_metadata OR t.attempts = 0)
      RETURNING t.id
    ), stored AS (
      INSERT INTO "StoredResult" (id, ref, "organisationId", "conversationId", "runId", "callId", tool, text, bytes, "originalBytes", truncated)
      SELECT gen_random_uuid()::text, s.ref, s.organisation_id, s.conversation_id, s.run_id, s.call_id, s.tool, s.text, s.bytes, s.original_bytes, s.truncated
      FROM fence, jsonb_to_recordset(${resultRows}::jsonb) AS s(ref text, organisation_id text, conversation_id text, run_id text, call_id text, tool text, text text,
        bytes int, original_bytes int, truncated boolean)
      RETURNING id
    ), ended AS (
      UPDATE "Run" SET
        status = ${ending?.status ?? "running"}::"RunStatus",
        output = ${redactor.textOrNull(ending?.output ?? null)}::text,
        "failureCode" = ${ending?.failure?.code ?? null}::text,
        "failureMessage" = ${redactor.textOrNull(ending?.failure?.message ?? null)}::text,
        "finishedAt" = now(),
        "updatedAt" = now()
      WHERE id = ${runId}::text AND EXISTS (SELECT 1 FROM fence) AND ${ending !== null}::boolean AND status::text IN (${Prisma.join(statusesForStep(ending))})
      RETURNING id
    )${nextInputs}
    SELECT (SELECT count(*) FROM fence)::int AS fenced, (SELECT count(*) FROM settled)::int AS settled, (SELECT count(*) FROM stored)::int AS stored, (SELECT count(*) FROM ended)::int AS ended${nextInputsColumn}`);
  if ((answer[0]?.fenced ?? 0) === 0) {
    // Nothing was written: a run another worker holds now (or one that no longer exists).
    await assertLeaseHeld(database, run);
    return null;
  }
  // Under our lease a start matches only a call not started yet; one that was is another pass's: stop.
  if ((answer[0]?.settled ?? 0) < new Set(calls.map(({ call }) => call.callId)).size) throw new LeaseLostError(run.id, run.lease);
  const row = answer[0]?.next_inputs;
  return row ? turnInputsOf(row) : null;
}

import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RecordedTurn, RunLease, TurnRecord } from "@/lib/runtime/ports/run-store";
import type { Database } from "../db";
import { preparedQuery } from "../database/prepared-query";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { redactAndSeal } from "../runtime/sealed-copy";
import { callMetadataColumns } from "./call-metadata-columns";
import { jsonRows } from "./json-rows";
import { statusesForStep } from "./step-status-guard";
import { assertLeaseHeld } from "./run-lease";

// Issue 9, item 5, commit 1 of a durable step: the model's turn, every call of it as admission decided it
// (a first call unsafe to repeat already marked started) and, when the turn ends the run, the run's end —
// ONE statement, so one round trip and one commit. Its first part moves the run (to running, and through
// it to the ending) only from where the lifecycle table lets a run become running: a run cancelled meanwhile matches nothing, and then nothing of the turn is
// written either (every insert selects from that part). The calls are one jsonb parameter of rows
// (json-rows.ts), never one statement per row. Issue 8, item 2: everything stored is redacted, originals sealed.
// Issue 12, item 8: the turn's model latency and tokens ride in the same insert. Issue 16, item 1: the same
// first part moves the run only under the writer's lease (run-lease.ts), so a superseded writer writes nothing.

const UNFINISHED = ["pending", "waiting"];

export async function recordTurnStatement(database: Database, run: RunLease, record: TurnRecord, redactor: ViewRedactor): Promise<RecordedTurn> {
  const runId = run.id;
  const isNew = !("id" in record.turn);
  const turnId = "id" in record.turn ? record.turn.id : randomUUID();
  const turn = "id" in record.turn ? null : record.turn;
  const model = turn ? redactAndSeal({ text: turn.modelText, calls: turn.modelCalls }, redactor) : null;
  const shownModel = (model?.shown ?? { text: "", calls: [] }) as { text: string; calls: unknown };
  const calls = record.calls.map((call) => {
    const argumentsCopy = redactAndSeal(call.arguments, redactor);
    return { id: randomUUID(), call, argumentsCopy, result: redactor.textOrNull(call.result), columns: callMetadataColumns(call.metadata) };
  });
  const rows = jsonRows(
    calls.map(({ id, call, argumentsCopy, result, columns }) => ({
      id,
      index: call.index,
      model_call_id: call.modelCallId,
      name: call.name,
      tool: call.tool,
      arguments: argumentsCopy.shown ?? null,
      sealed_arguments: argumentsCopy.sealed,
      raw_arguments: redactor.textOrNull(call.rawArguments),
      repairs: redactor.json(call.repairs),
      outcome: call.outcome,
      code: call.code,
      result,
      result_chars: result?.length ?? null,
      tool_name: columns.toolName,
      duration_ms: columns.durationMs,
      output_filter: columns.outputFilter,
      truncated: columns.truncated,
      original_bytes: columns.originalBytes,
      stored_bytes: columns.storedBytes,
      error: redactor.textOrNull(columns.error),
      attempts: columns.attempts,
      exit_code: columns.exitCode,
    })),
  );
  const { ending } = record;
  const status = ending?.status ?? "running";
  const live = await preparedQuery<{ live: number }>(database, Prisma.sql`
    WITH live AS (
      UPDATE "Run" SET
        status = ${status}::"RunStatus",
        "startedAt" = COALESCE("startedAt", now()),
        "updatedAt" = now(),
        output = CASE WHEN ${ending !== null}::boolean THEN ${redactor.textOrNull(ending?.output ?? null)}::text ELSE output END,
        "failureCode" = CASE WHEN ${ending !== null}::boolean THEN ${ending?.failure?.code ?? null}::text ELSE "failureCode" END,
        "failureMessage" = CASE WHEN ${ending !== null}::boolean THEN ${redactor.textOrNull(ending?.failure?.message ?? null)}::text ELSE "failureMessage" END,
        "finishedAt" = CASE WHEN ${ending !== null}::boolean THEN now() ELSE "finishedAt" END
      WHERE id = ${runId}::text AND "leaseEpoch" = ${run.lease}::int AND status::text IN (${Prisma.join(statusesForStep(null))})
      RETURNING "organisationId"
    ), turn AS (
      INSERT INTO "Turn" (id, "runId", index, "modelText", "modelCalls", "sealedModel", offer, "modelLatencyMs", "inputTokens", "outputTokens", "modelRequestedAt", "modelAnsweredAt", "promptTokens")
      SELECT ${turnId}::text, ${runId}::text, ${turn?.index ?? 0}::int, ${shownModel.text}::text, ${JSON.stringify(shownModel.calls ?? [])}::jsonb, ${model?.sealed ?? null}::text, ${JSON.stringify(turn?.offer ?? [])}::jsonb,
        ${turn?.latencyMs ?? null}::int, ${turn?.usage?.inputTokens ?? null}::int, ${turn?.usage?.outputTokens ?? null}::int,
        ${turn?.modelRequest?.startedAt.toISOString() ?? null}::timestamptz, ${turn?.modelRequest?.endedAt.toISOString() ?? null}::timestamptz,
        ${turn?.promptTokens ?? null}::int
      FROM live WHERE ${isNew}::boolean
      RETURNING id
    ), calls AS (
      INSERT INTO "ToolCall" (id, "runId", "turnId", "organisationId", index, "modelCallId", name, tool, arguments, "sealedArguments", "rawArguments", repairs,
        outcome, code, result, "resultChars", ref, "toolName", "durationMs", "outputFilter", truncated, "originalBytes", "storedBytes", error, attempts, "exitCode", "finishedAt")
      SELECT c.id, ${runId}::text, ${turnId}::text, live."organisationId", c.index, c.model_call_id, c.name, c.tool, c.arguments, c.sealed_arguments, c.raw_arguments, c.repairs,
        c.outcome::"CallOutcome", c.code, c.result, c.result_chars, NULL, c.tool_name, c.duration_ms, c.output_filter, c.truncated, c.original_bytes, c.stored_bytes, c.error, c.attempts, c.exit_code,
        CASE WHEN c.outcome IN (${Prisma.join(UNFINISHED)}) THEN NULL ELSE now() END
      FROM live, jsonb_to_recordset(${rows}::jsonb) AS c(id text, index int, model_call_id text, name text, tool text, arguments jsonb, sealed_arguments text,
        raw_arguments text, repairs jsonb, outcome text, code text, result text, result_chars int, tool_name text, duration_ms int, output_filter text, truncated boolean,
        original_bytes int, stored_bytes int, error text, attempts int, exit_code int)
      RETURNING id
    )
    SELECT (SELECT count(*) FROM live)::int AS live`);
  if ((live[0]?.live ?? 0) === 0) {
    // Nothing was written: a run that may not move (cancelled), or one another worker holds now.
    await assertLeaseHeld(database, run);
    return { kind: "cancelled" };
  }
  return { kind: "recorded", turnId, callIds: calls.map((row) => row.id) };
}

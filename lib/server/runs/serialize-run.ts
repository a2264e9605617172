import "server-only";
import { modelCostOf, type ModelPrices } from "@/lib/contracts/model-cost";
import { z } from "zod";
import { countTroubledCalls, type TroubledCalls } from "@/lib/contracts/troubled-calls";
import { CallExecutionSchema, type CallExecution, type CallGate, type CallRecord, type ExecutionLink, type ModelCallAsSent, type Run, type RunSummary } from "@/lib/contracts/run-schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import { budgetLeft } from "@/lib/runtime/loop/budget";
import type { ViewRedactor } from "../runtime/redact-for-view";
import { RunStateV1Schema } from "./run-state";

// CONTRACT.md, Runs: the Run and CallRecord shapes, plus the fields the console reads (docs/internal-api.md).
// Issue 8, item 2 (CONTRACT.md, Secrets): every field a person, a model or a handler wrote passes the
// redactor here too. The rows are stored redacted already; this catches a secret created after they were
// written, and the run's input, which is stored as the person wrote it because the model reads it.
// Issue 9, item 3: each returns the contract's zod type (lib/contracts/run-schemas.ts), so a field the
// schema does not hold is a type error here; the JSON columns hold what their one writer stored.

const callGateSelect = {
  id: true,
  status: true,
  decision: true,
  note: true,
  createdAt: true,
  decidedAt: true,
  decidedBy: { select: { email: true } },
} satisfies Prisma.GateSelect;

export const runDetailInclude = {
  agent: { select: { name: true } },
  task: { select: { name: true } },
  turns: {
    orderBy: { index: "asc" },
    include: { calls: { orderBy: { index: "asc" }, include: { gate: { select: callGateSelect } } } },
  },
} satisfies Prisma.RunInclude;

type RunDetail = Prisma.RunGetPayload<{ include: typeof runDetailInclude }>;
type CallRow = RunDetail["turns"][number]["calls"][number];
type CallGateRow = NonNullable<CallRow["gate"]>;

/** Issue 12, item 8: the gate event of a gated call (a person's note passes the redactor too). */
function serializeCallGate(gate: CallGateRow, redactor: ViewRedactor): CallGate {
  return {
    id: gate.id,
    status: gate.status,
    decision: gate.decision,
    note: redactor.textOrNull(gate.note),
    decidedBy: gate.decidedBy?.email ?? null,
    createdAt: gate.createdAt.toISOString(),
    decidedAt: gate.decidedAt?.toISOString() ?? null,
  };
}

/** The stored attempts (ToolCall.executions); a row that is not a list of them reads as none. */
function executionsOf(value: unknown): CallExecution[] {
  const parsed = z.array(CallExecutionSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function serializeCall(call: CallRow, redactor: ViewRedactor): CallRecord {
  return {
    id: call.id,
    name: call.name,
    tool: call.tool,
    arguments: redactor.json(call.arguments),
    outcome: call.outcome,
    code: call.code,
    result: redactor.textOrNull(call.result),
    ref: call.ref,
    gateId: call.gate?.id ?? null,
    repairs: redactor.json(call.repairs as string[] | null),
    modelCallId: call.modelCallId,
    recordedAt: call.createdAt.toISOString(),
    finishedAt: call.finishedAt?.toISOString() ?? null,
    executions: executionsOf(call.executions),
    gate: call.gate ? serializeCallGate(call.gate, redactor) : null,
    metadata: {
      tool_name: call.toolName,
      duration_ms: call.durationMs,
      output_filter: call.outputFilter,
      truncated: call.truncated,
      original_bytes: call.originalBytes,
      stored_bytes: call.storedBytes,
      error: redactor.textOrNull(call.error),
      attempts: call.attempts,
      ...(call.exitCode !== null ? { exit_code: call.exitCode } : {}),
    },
  };
}

/** What a summary reads of a run: the row with its agent's and task's names (list-runs reads it as one statement). */
export type RunSummaryRow = Pick<
  Prisma.RunGetPayload<object>,
  "id" | "conversationId" | "agentId" | "taskId" | "kind" | "status" | "failureCode" | "failureMessage" | "input" | "output" | "executionName" | "createdAt" | "startedAt" | "finishedAt"
> & { agentName: string; taskName: string | null };

function durationOf(run: RunSummaryRow): number | null {
  if (run.finishedAt === null) return null;
  return Math.max(0, run.finishedAt.getTime() - (run.startedAt ?? run.createdAt).getTime());
}

/** The fields every view of a run shares (the runs list, GET /v1/runs/:id). */
export function serializeRunSummary(run: RunSummaryRow, redactor: ViewRedactor, troubledCalls: TroubledCalls): RunSummary {
  return {
    id: run.id,
    conversationId: run.conversationId,
    agentId: run.agentId,
    agentName: run.agentName,
    taskId: run.taskId,
    taskName: run.taskName,
    kind: run.kind,
    status: run.status,
    failure: run.failureCode ? { code: run.failureCode, message: redactor.text(run.failureMessage ?? "") } : null,
    input: redactor.text(run.input),
    output: redactor.textOrNull(run.output),
    executionName: redactor.textOrNull(run.executionName),
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    durationMs: durationOf(run),
    troubledCalls,
  };
}

/**
 * Issue 9, item 5: derived as the loop derives it (the run's budget less the calls charged), never read
 * from a column of its own. A row whose state predates the versioned settings keeps its stored figure.
 */
function remainingOf(run: RunDetail): number {
  const state = RunStateV1Schema.safeParse(run.state);
  return state.success ? budgetLeft(state.data.toolCallBudget, run.turns) : (run.remainingToolCalls ?? 0);
}

/** A run's stored media by the call they answer (issue 10): shown in the timeline, never previewed. */
export type MediaByCall = ReadonlyMap<string, NonNullable<CallRecord["media"]>>;

/** The name a run's ModelSpec gives its model (the price table's key); a scripted run has none. */
function modelNameOf(spec: unknown): string | null {
  if (typeof spec !== "object" || spec === null) return null;
  const model = (spec as { model?: unknown }).model;
  return typeof model === "string" ? model : null;
}

export function serializeRun(run: RunDetail, redactor: ViewRedactor, media: MediaByCall = new Map(), prices: ModelPrices = new Map()): Run {
  const usages = run.turns.map((turn) => ({ inputTokens: turn.inputTokens, outputTokens: turn.outputTokens }));
  return {
    ...serializeRunSummary(
      { ...run, agentName: run.agent.name, taskName: run.task?.name ?? null },
      redactor,
      countTroubledCalls(run.turns.flatMap((turn) => turn.calls.map((call) => call.outcome))),
    ),
    remainingToolCalls: remainingOf(run),
    executionLinks: redactor.json(run.executionLinks as ExecutionLink[] | null),
    startedAt: run.startedAt?.toISOString() ?? null,
    turns: run.turns.map((turn) => ({
      index: turn.index,
      startedAt: turn.startedAt.toISOString(),
      latencyMs: turn.modelLatencyMs,
      modelRequest: turn.modelRequestedAt && turn.modelAnsweredAt ? { startedAt: turn.modelRequestedAt.toISOString(), endedAt: turn.modelAnsweredAt.toISOString() } : null,
      usage: turn.inputTokens === null && turn.outputTokens === null ? null : { inputTokens: turn.inputTokens, outputTokens: turn.outputTokens },
      model: { text: redactor.text(turn.modelText), calls: redactor.json(turn.modelCalls as ModelCallAsSent[]) },
      calls: turn.calls.map((call) => {
        const record = serializeCall(call, redactor);
        const own = media.get(call.id);
        return own === undefined ? record : { ...record, media: own };
      }),
    })),
    cost: modelCostOf(prices, modelNameOf(run.model), usages),
  };
}

export type RunView = Run;

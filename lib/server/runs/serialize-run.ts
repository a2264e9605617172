import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// CONTRACT.md, Runs: the Run and CallRecord shapes, plus the fields the console reads (docs/internal-api.md).

export const runDetailInclude = {
  agent: { select: { name: true } },
  turns: {
    orderBy: { index: "asc" },
    include: { calls: { orderBy: { index: "asc" }, include: { gate: { select: { id: true } } } } },
  },
} satisfies Prisma.RunInclude;

type RunDetail = Prisma.RunGetPayload<{ include: typeof runDetailInclude }>;
type CallRow = RunDetail["turns"][number]["calls"][number];

export function serializeCall(call: Omit<CallRow, "gate"> & { gate?: { id: string } | null }) {
  return {
    id: call.id,
    name: call.name,
    tool: call.tool,
    arguments: call.arguments,
    outcome: call.outcome,
    code: call.code,
    result: call.result,
    ref: call.ref,
    gateId: call.gate?.id ?? null,
    repairs: call.repairs,
    metadata: {
      tool_name: call.toolName,
      duration_ms: call.durationMs,
      output_filter: call.outputFilter,
      truncated: call.truncated,
      original_bytes: call.originalBytes,
      stored_bytes: call.storedBytes,
      error: call.error,
      attempts: call.attempts,
      ...(call.exitCode !== null ? { exit_code: call.exitCode } : {}),
    },
  };
}

type RunRow = Prisma.RunGetPayload<{ include: { agent: { select: { name: true } } } }>;

/** The fields every view of a run shares (the runs list, GET /v1/runs/:id). */
export function serializeRunSummary(run: RunRow) {
  return {
    id: run.id,
    conversationId: run.conversationId,
    agentId: run.agentId,
    agentName: run.agent.name,
    taskId: run.taskId,
    kind: run.kind,
    status: run.status,
    failure: run.failureCode ? { code: run.failureCode, message: run.failureMessage ?? "" } : null,
    input: run.input,
    output: run.output,
    executionName: run.executionName,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function serializeRun(run: RunDetail) {
  return {
    ...serializeRunSummary(run),
    remainingToolCalls: run.remainingToolCalls,
    executionLinks: run.executionLinks,
    startedAt: run.startedAt?.toISOString() ?? null,
    turns: run.turns.map((turn) => ({
      index: turn.index,
      startedAt: turn.startedAt.toISOString(),
      model: { text: turn.modelText, calls: turn.modelCalls },
      calls: turn.calls.map(serializeCall),
    })),
  };
}

export type RunView = ReturnType<typeof serializeRun>;

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ModelCall, ModelMessage } from "@/lib/runtime/ports";
import type { CallSnapshot, CallWrite, RunSnapshot, RunStore } from "@/lib/runtime/loop/run-snapshot";
import type { Database } from "../db";
import { callMetadataColumns } from "./call-metadata-columns";
import { taskSettingsOf } from "./load-task-settings";
import { parseRunState } from "./run-state";
import { agentOfferSelect, loadAgentOffer } from "./load-agent-offer";

// The loop's RunStore on PostgreSQL: every step is a row written before the next step starts.

const runInclude = {
  task: true,
  agent: { select: agentOfferSelect },
  actingUser: { select: { roles: true } },
  // A turn's offer (every definition as sent) is large and only the latest turn's names are needed: read apart.
  turns: { orderBy: { index: "asc" }, omit: { offer: true }, include: { calls: { orderBy: { index: "asc" }, include: { gate: true } } } },
} satisfies Prisma.RunInclude;

type LoadedCall = Prisma.ToolCallGetPayload<{ include: { gate: true } }>;

function callSnapshot(call: LoadedCall): CallSnapshot {
  return {
    id: call.id,
    index: call.index,
    modelCallId: call.modelCallId,
    name: call.name,
    tool: call.tool,
    arguments: call.arguments,
    outcome: call.outcome,
    code: call.code,
    result: call.result,
    ref: call.ref,
    storedBytes: call.storedBytes,
    attempts: call.attempts,
    gate: call.gate ? { id: call.gate.id, status: call.gate.status, decision: call.gate.decision, note: call.gate.note } : null,
  };
}

/** The model names of a turn's stored offer (the definitions exactly as sent). */
function offeredNamesOf(offer: unknown): string[] {
  if (!Array.isArray(offer)) return [];
  return offer.flatMap((tool: unknown) => (typeof tool === "object" && tool !== null && typeof (tool as { name?: unknown }).name === "string" ? [(tool as { name: string }).name] : []));
}

function json(value: unknown): Prisma.InputJsonValue {
  return (value ?? null) as Prisma.InputJsonValue;
}

function callWriteData(write: Partial<CallWrite>): Prisma.ToolCallUncheckedUpdateInput {
  const data: Prisma.ToolCallUncheckedUpdateInput = {};
  if (write.outcome !== undefined) data.outcome = write.outcome;
  if (write.code !== undefined) data.code = write.code;
  if (write.tool !== undefined) data.tool = write.tool;
  if (write.arguments !== undefined) data.arguments = json(write.arguments);
  if (write.repairs !== undefined) data.repairs = json(write.repairs);
  if (write.result !== undefined) data.result = write.result;
  if (write.ref !== undefined) data.ref = write.ref;
  if (write.metadata !== undefined) Object.assign(data, callMetadataColumns(write.metadata));
  if (write.outcome !== undefined && write.outcome !== "pending" && write.outcome !== "waiting") data.finishedAt = new Date();
  return data;
}

async function historyOf(database: Database, run: { id: string; conversationId: string; createdAt: Date }): Promise<ModelMessage[]> {
  const earlier = await database.run.findMany({
    where: { conversationId: run.conversationId, createdAt: { lt: run.createdAt }, id: { not: run.id } },
    orderBy: { createdAt: "asc" },
    select: { input: true, output: true },
  });
  return earlier.flatMap((previous): ModelMessage[] => [
    { role: "user", content: previous.input },
    ...(previous.output ? [{ role: "assistant" as const, content: previous.output, calls: [] }] : []),
  ]);
}

export function createPrismaRunStore(database: Database): RunStore {
  return {
    async load(runId): Promise<RunSnapshot | null> {
      const run = await database.run.findUnique({ where: { id: runId }, include: runInclude });
      if (!run) return null;
      const latest = run.turns.at(-1);
      const [latestOffer, agentOffer, history] = await Promise.all([
        latest ? database.turn.findUnique({ where: { id: latest.id }, select: { offer: true } }) : null,
        loadAgentOffer(database, run.agent),
        historyOf(database, run),
      ]);
      return {
        id: run.id,
        organisationId: run.organisationId,
        conversationId: run.conversationId,
        agentId: run.agentId,
        taskId: run.taskId,
        actingUserId: run.actingUserId,
        actingUserRoles: run.actingUser?.roles ?? [],
        kind: run.kind,
        status: run.status,
        input: run.input,
        model: run.model,
        state: parseRunState(run.state),
        task: run.task ? taskSettingsOf(run.task) : null,
        ...agentOffer,
        history,
        turns: run.turns.map((turn) => ({
          id: turn.id,
          index: turn.index,
          modelText: turn.modelText,
          modelCalls: turn.modelCalls as ModelCall[],
          ...(turn.id === latest?.id ? { offeredTools: offeredNamesOf(latestOffer?.offer) } : {}),
          calls: turn.calls.map(callSnapshot),
        })),
      };
    },
    async status(runId) {
      const run = await database.run.findUnique({ where: { id: runId }, select: { status: true } });
      return run?.status ?? null;
    },
    async saveTurn(runId, turn) {
      const saved = await database.turn.create({
        data: { runId, index: turn.index, modelText: turn.modelText, modelCalls: json(turn.modelCalls), offer: json(turn.offer) },
      });
      return { turnId: saved.id };
    },
    async createCall(call) {
      const created = await database.toolCall.create({
        data: {
          ...(callWriteData(call) as Prisma.ToolCallUncheckedCreateInput),
          runId: call.runId,
          turnId: call.turnId,
          organisationId: call.organisationId,
          index: call.index,
          modelCallId: call.modelCallId,
          name: call.name,
          rawArguments: call.rawArguments,
          arguments: json(call.arguments),
          toolName: call.metadata.tool_name,
        },
      });
      return { callId: created.id };
    },
    async updateCall(callId, write) {
      await database.toolCall.update({ where: { id: callId }, data: callWriteData(write) });
    },
    async openGate(input) {
      const [gate] = await database.$transaction([
        database.gate.create({
          data: {
            organisationId: input.organisationId,
            runId: input.runId,
            callId: input.callId,
            tool: input.tool,
            arguments: json(input.arguments),
            summary: input.summary,
          },
        }),
        database.toolCall.update({ where: { id: input.callId }, data: { outcome: "waiting" } }),
      ]);
      return { gateId: gate.id };
    },
    async updateRun(runId, patch) {
      const data: Prisma.RunUncheckedUpdateInput = {};
      if (patch.status) data.status = patch.status;
      if (patch.remainingToolCalls !== undefined) data.remainingToolCalls = patch.remainingToolCalls;
      if (patch.output !== undefined) data.output = patch.output;
      if (patch.failure !== undefined) {
        data.failureCode = patch.failure?.code ?? null;
        data.failureMessage = patch.failure?.message ?? null;
      }
      if (patch.finished) data.finishedAt = new Date();
      if (patch.started) data.startedAt = new Date();
      // A cancelled run stays cancelled: the loop never overwrites a decision made outside it.
      await database.run.updateMany({ where: { id: runId, status: { not: "cancelled" } }, data });
    },
  };
}

// Rows for the result-memory tests: conversations of runs in a known order, their model turns and calls,
// and stored results holding a stamped string (the result, then the trailer the pipeline appends).

import type { PrismaClient } from "@/lib/generated/prisma/client";
import { appendTrailer } from "@/lib/runtime/results/trailer";
import type { OrganisationFixture } from "../../support/organisation-fixture";

export type CallRow = { name: string; arguments: unknown; ref: string | null };
export type ModelTurnRow = { modelText: string; calls?: CallRow[] };
export type RunRow = { input: string; output?: string | null; turns?: ModelTurnRow[]; status?: "succeeded" | "running" | "failed" };

let counter = 0;

export function uniqueRef(label: string): string {
  counter += 1;
  return `res_test_${label}_${counter}_${Math.random().toString(36).slice(2, 10)}`;
}

export async function createConversation(prisma: PrismaClient, fixture: OrganisationFixture): Promise<string> {
  return (await prisma.conversation.create({ data: { organisationId: fixture.organisationId, agentId: fixture.agentId } })).id;
}

/** A run of the conversation created at `createdAt`, with its model turns and their calls. */
export async function createRun(prisma: PrismaClient, fixture: OrganisationFixture, conversationId: string, createdAt: Date, row: RunRow): Promise<string> {
  const run = await prisma.run.create({
    data: {
      organisationId: fixture.organisationId,
      conversationId,
      agentId: fixture.agentId,
      actingUserId: fixture.editor.userId,
      kind: "direct",
      status: row.status ?? "succeeded",
      input: row.input,
      output: row.output ?? null,
      model: { provider: "scripted", script: [] },
      state: { version: 1, toolCallBudget: 10, maxIterations: 10 },
      createdAt,
      startedAt: new Date(createdAt.getTime() + 1000),
    },
  });
  for (const [index, turn] of (row.turns ?? []).entries()) {
    const saved = await prisma.turn.create({ data: { runId: run.id, index, modelText: turn.modelText } });
    for (const [callIndex, call] of (turn.calls ?? []).entries()) {
      await prisma.toolCall.create({
        data: {
          runId: run.id,
          turnId: saved.id,
          organisationId: fixture.organisationId,
          index: callIndex,
          name: call.name,
          toolName: call.name,
          arguments: call.arguments as object,
          outcome: "ok",
          ref: call.ref,
        },
      });
    }
  }
  return run.id;
}

/** A stored result holding `body` stamped with a trailer, as the pipeline stores it. */
export async function storeResult(
  prisma: PrismaClient,
  scope: { organisationId: string; conversationId: string | null; runId?: string | null },
  body: string,
  ref = uniqueRef("result"),
): Promise<string> {
  const text = appendTrailer(body, 7, 8);
  await prisma.storedResult.create({
    data: { ref, organisationId: scope.organisationId, conversationId: scope.conversationId, runId: scope.runId ?? null, tool: "web.read", text, bytes: Buffer.byteLength(text), originalBytes: Buffer.byteLength(body) },
  });
  return ref;
}

import "server-only";
import type { RunStatus } from "@/lib/runtime/loop/run-snapshot";
import type { Database } from "../db";
import type { Actor } from "../use-case-actor";

export async function listRuns(database: Database, actor: Actor, query: { status?: RunStatus; limit: number }) {
  const runs = await database.run.findMany({
    where: { organisationId: actor.organisationId, ...(query.status ? { status: query.status } : {}) },
    orderBy: { createdAt: "desc" },
    take: query.limit,
    include: { agent: { select: { name: true } } },
  });
  return {
    runs: runs.map((run) => ({
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
    })),
  };
}

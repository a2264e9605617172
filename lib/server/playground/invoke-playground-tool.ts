import "server-only";
import type { InvokeToolBody } from "@/lib/contracts/run-bodies";
import { invokeTool } from "@/lib/runtime/loop/invoke-tool";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "../db";
import { createLoopDependencies } from "../runtime/create-loop-dependencies";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import { callMetadataColumns } from "../runs/call-metadata-columns";
import { findCallSubjects } from "../runs/find-call-subjects";
import { taskSettingsOf } from "../runs/load-task-settings";
import { loadAgentOfferById } from "../runs/load-agent-offer";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";

/** CONTRACT.md, Playground: one call through the same admission, execution and pipeline as a run. */
export async function invokePlaygroundTool(database: Database, principal: UseCasePrincipal, body: InvokeToolBody) {
  const { agent, task } = await findCallSubjects(database, principal, body);
  // Issue 8, item 2: what was sent is stored and answered with secret values redacted, like a run's calls;
  // the handler alone gets the arguments as sent.
  const redactor = await databaseViewRedactor(database, principal.organisationId, [agent.id]);
  const record = await database.toolCall.create({
    data: { organisationId: principal.organisationId, name: body.tool, toolName: body.tool, arguments: redactor.json(body.arguments ?? {}) as Prisma.InputJsonValue },
  });
  const result = await invokeTool(createLoopDependencies(database), {
    context: {
      organisationId: principal.organisationId,
      agentId: agent.id,
      conversationId: body.conversationId ?? null,
      runId: null,
      taskId: task?.id ?? null,
      callId: record.id,
      actingUserId: principal.userId,
      actingUserRoles: principal.roles,
    },
    task: task ? taskSettingsOf(task) : null,
    tool: body.tool,
    arguments: body.arguments ?? {},
    toolCallBudget: agent.toolCallBudget,
    ...(await loadAgentOfferById(database, agent.id)),
  });
  const metadata = result.metadata;
  await database.toolCall.update({
    where: { id: record.id },
    data: {
      tool: result.tool,
      arguments: redactor.json(result.arguments ?? {}) as Prisma.InputJsonValue,
      repairs: result.repairs.map(redactor.text),
      outcome: result.outcome,
      code: result.code,
      result: result.result,
      ref: result.ref,
      ...callMetadataColumns(metadata),
      toolName: metadata.tool_name || body.tool,
      finishedAt: new Date(),
    },
  });
  return {
    callId: record.id,
    outcome: result.outcome,
    code: result.code,
    tool: result.tool,
    arguments: redactor.json(result.arguments),
    repairs: result.repairs.map(redactor.text),
    result: result.result,
    ref: result.ref,
    metadata,
  };
}

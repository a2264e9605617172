import "server-only";
import { fromPrisma } from "pg-boss";
import { AppError } from "@/lib/contracts/api-error";
import type { CreateRunBody } from "@/lib/contracts/run-bodies";
import { refusedModelBaseUrl } from "@/lib/models/refused-model-base-url";
import type { Database } from "../db";
import { databaseViewRedactor } from "../runtime/redact-for-view";
import { senderBoss } from "../queue/boss";
import { enqueueRun } from "../queue/run-queue";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { findCallSubjects } from "./find-call-subjects";
import { storedModelSpec } from "./stored-model-spec";
import { egressPolicyOf } from "@/lib/egress/egress-from-environment";
import type { Settings } from "@/lib/settings/environment-schema";

/**
 * `modelChosenByAdmin`: the model is an agent's default, set by an admin (model-for-product-started-run.ts),
 * not one the principal chose, so its apiKeySecret stands whoever the run acts for.
 */
export type CreateRunOptions = { modelChosenByAdmin?: boolean };

/** POST /v1/runs only records the run and enqueues it; a worker executes it (CONTRACT.md, Runs). */
export async function createRun(database: Database, principal: UseCasePrincipal, body: CreateRunBody, settings: Settings, options: CreateRunOptions = {}) {
  // A run's model sends the named secret to its base URL: only an admin, who may read secrets anyway, may
  // choose one; otherwise an editor could send any organisation secret to an address of their own.
  if ("apiKeySecret" in body.model && body.model.apiKeySecret && !principal.roles.includes("admin") && options.modelChosenByAdmin !== true) {
    throw new AppError("forbidden", "Only an admin may name an apiKeySecret for a run's model.", { field: "model.apiKeySecret" });
  }
  const refusal = await refusedModelBaseUrl(body.model, () => egressPolicyOf(settings));
  if (refusal !== null) {
    const message = `model.baseUrl is not allowed: ${refusal}.`;
    throw new AppError("invalid_request", message, { details: [{ path: "model.baseUrl", message: refusal }] });
  }
  const { agent, task, conversation } = await findCallSubjects(database, principal, body);
  if (conversation && conversation.agentId !== agent.id) {
    throw new AppError("invalid_request", "That conversation belongs to another agent.", { details: [{ path: "conversationId", message: "belongs to another agent" }] });
  }
  // Issue 8, item 2: a scripted model's script is what the model will write; the column keeps it redacted
  // and the original sealed for the model client (stored-model-spec.ts). The title is only shown.
  const redactor = await databaseViewRedactor(database, principal.organisationId, [agent.id]);
  const boss = await senderBoss();
  return database.$transaction(async (transaction) => {
    const title = redactor.text(body.input).slice(0, 120);
    const conversationId =
      body.conversationId ?? (await transaction.conversation.create({ data: { organisationId: principal.organisationId, agentId: agent.id, title } })).id;
    const run = await transaction.run.create({
      data: {
        organisationId: principal.organisationId,
        conversationId,
        agentId: agent.id,
        taskId: body.taskId ?? null,
        // Issue 12, item 7: the run keeps the task's version it started with, however the task changes later.
        taskVersion: task?.version ?? null,
        actingUserId: principal.userId,
        kind: body.kind,
        input: body.input,
        model: storedModelSpec(body.model, redactor),
        state: { version: 1, toolCallBudget: agent.toolCallBudget, maxIterations: agent.maxIterations },
      },
    });
    await enqueueRun(boss, run.id, fromPrisma(transaction));
    return { id: run.id, conversationId, status: run.status };
  });
}

import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { ModelSpec } from "@/lib/contracts/model-spec";
import { Prisma } from "@/lib/generated/prisma/client";
import { egressPolicyOf } from "@/lib/egress/egress-from-environment";
import { refusedModelBaseUrl } from "@/lib/models/refused-model-base-url";
import type { Database } from "@/lib/server/db";
import { databaseViewRedactor } from "@/lib/server/runtime/redact-for-view";
import { storedModelSpec } from "@/lib/server/runs/stored-model-spec";
import { readSettings } from "@/lib/settings/read-settings";

function refusal(path: string, message: string): AppError {
  return new AppError("invalid_request", `${path}: ${message}`, { details: [{ path, message }] });
}

/**
 * CONTRACT.md, The enterprise: PATCH /v1/agents/:id { model }. The spec is the ModelSpec a run takes; the
 * secret its `apiKeySecret` names must exist where a run of this agent finds it (the agent's own, else the
 * organisation's), and its baseUrl must pass the egress policy, so a schedule never fires into a refusal
 * the admin could have heard now. Stored as a run's model is: redacted, the original sealed beside it.
 */
export async function agentModelColumn(database: Database, organisationId: string, agentId: string, model: ModelSpec | null | undefined): Promise<{ model?: Prisma.InputJsonValue | typeof Prisma.DbNull }> {
  if (model === undefined) return {};
  if (model === null) return { model: Prisma.DbNull };
  if ("apiKeySecret" in model && model.apiKeySecret !== undefined) {
    const secret = await database.secret.findFirst({ where: { organisationId, name: model.apiKeySecret, OR: [{ agentId }, { agentId: null }] }, select: { id: true } });
    if (secret === null) throw refusal("model.apiKeySecret", `no secret named ${model.apiKeySecret} in your organisation or this agent's; add it on the Secrets page first`);
  }
  const refused = await refusedModelBaseUrl(model, () => egressPolicyOf(readSettings()));
  if (refused !== null) throw refusal("model.baseUrl", `not allowed: ${refused}`);
  const redactor = await databaseViewRedactor(database, organisationId, [agentId]);
  return { model: storedModelSpec(model, redactor) };
}

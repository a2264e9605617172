import "server-only";
import type { FulfilSecretRequestBody, SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Database } from "@/lib/server/db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { createSecret } from "../secrets/create-secret";
import { findSecretRequest, refuseResolved, secretRequestViewOf } from "./find-secret-request";

/**
 * Provides the value an agent asked for: the agent's own secret of the requested name, created by the
 * secrets use case, and the request marked fulfilled, together or not at all. CONTRACT.md, Secrets: the
 * value goes into the secret and appears in no answer, audit detail or log.
 */
export async function fulfilSecretRequest(
  database: Database,
  principal: UseCasePrincipal,
  requestId: string,
  body: FulfilSecretRequestBody,
): Promise<SecretRequestView> {
  const request = await findSecretRequest(database, principal.organisationId, requestId);
  refuseResolved(request);
  await database.$transaction(async (transaction) => {
    // Only an open request is claimed, so two admins fulfilling at once create one secret.
    const claimed = await transaction.secretRequest.updateMany({
      where: { id: request.id, status: "open" },
      data: { status: "fulfilled", resolvedById: principal.userId, resolvedAt: new Date() },
    });
    if (claimed.count === 0) refuseResolved({ id: request.id, status: "resolved" });
    const secret = await createSecret(transaction, principal, { name: request.name, value: body.value, agentId: request.agentId });
    await transaction.secretRequest.update({ where: { id: request.id }, data: { secretId: secret.id } });
    await transaction.auditEvent.create({
      data: {
        organisationId: principal.organisationId,
        actorUserId: principal.userId,
        action: "secret_request.fulfilled",
        detail: { secretRequestId: request.id, agentId: request.agentId, name: request.name, secretId: secret.id },
      },
    });
  });
  return secretRequestViewOf(database, principal.organisationId, request.id);
}

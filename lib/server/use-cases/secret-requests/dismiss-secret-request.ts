import "server-only";
import type { SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Database } from "@/lib/server/db";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import { findSecretRequest, refuseResolved, secretRequestViewOf } from "./find-secret-request";

/** Closes an open request without a secret; the agent may ask again later. */
export async function dismissSecretRequest(database: Database, principal: UseCasePrincipal, requestId: string): Promise<SecretRequestView> {
  const request = await findSecretRequest(database, principal.organisationId, requestId);
  refuseResolved(request);
  const dismissed = await database.secretRequest.updateMany({
    where: { id: request.id, status: "open" },
    data: { status: "dismissed", resolvedById: principal.userId, resolvedAt: new Date() },
  });
  if (dismissed.count === 0) refuseResolved({ id: request.id, status: "resolved" });
  await database.auditEvent.create({
    data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "secret_request.dismissed", detail: { secretRequestId: request.id, name: request.name } },
  });
  return secretRequestViewOf(database, principal.organisationId, request.id);
}

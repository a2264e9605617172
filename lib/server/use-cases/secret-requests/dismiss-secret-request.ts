import "server-only";
import type { SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Database } from "@/lib/server/db";
import type { Actor } from "@/lib/server/use-case-actor";
import { findSecretRequest, refuseResolved, secretRequestViewOf } from "./find-secret-request";

/** Closes an open request without a secret; the agent may ask again later. */
export async function dismissSecretRequest(database: Database, actor: Actor, requestId: string): Promise<SecretRequestView> {
  const request = await findSecretRequest(database, actor.organisationId, requestId);
  refuseResolved(request);
  const dismissed = await database.secretRequest.updateMany({
    where: { id: request.id, status: "open" },
    data: { status: "dismissed", resolvedById: actor.userId, resolvedAt: new Date() },
  });
  if (dismissed.count === 0) refuseResolved({ id: request.id, status: "resolved" });
  await database.auditEvent.create({
    data: { organisationId: actor.organisationId, actorUserId: actor.userId, action: "secret_request.dismissed", detail: { secretRequestId: request.id, name: request.name } },
  });
  return secretRequestViewOf(database, actor.organisationId, request.id);
}

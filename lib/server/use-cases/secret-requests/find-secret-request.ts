import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Database } from "@/lib/server/db";
import { emailsByUserId } from "../users/emails-by-user-id";
import { secretRequestInclude, toSecretRequestView } from "./secret-request-view";

/** A request of the organisation; another organisation's id is as unknown as a made-up one. */
export async function findSecretRequest(database: Database, organisationId: string, requestId: string) {
  const request = await database.secretRequest.findFirst({ where: { id: requestId, organisationId }, include: secretRequestInclude });
  if (request === null) throw new AppError("not_found", `No secret request ${requestId} in your organisation.`);
  return request;
}

/** A request that is no longer open cannot be fulfilled or dismissed again. */
export function refuseResolved(request: { id: string; status: string }): void {
  if (request.status === "open") return;
  throw new AppError("conflict", `This secret request is already ${request.status}.`, { secretRequestId: request.id, status: request.status });
}

export async function secretRequestViewOf(database: Database, organisationId: string, requestId: string): Promise<SecretRequestView> {
  const request = await findSecretRequest(database, organisationId, requestId);
  return toSecretRequestView(request, await emailsByUserId(database, organisationId, [request.resolvedById]));
}

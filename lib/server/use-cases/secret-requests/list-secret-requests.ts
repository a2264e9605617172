import "server-only";
import type { SecretRequestStatus, SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { emailsByUserId } from "../users/emails-by-user-id";
import { secretRequestInclude, toSecretRequestView } from "./secret-request-view";

export const SECRET_REQUEST_LIST_LIMIT = 200;

/** Open requests oldest first (a queue to work through); resolved ones newest first (a history). */
export async function listSecretRequests(
  database: Database,
  principal: Pick<Principal, "organisationId">,
  query: { status?: SecretRequestStatus },
): Promise<{ secretRequests: SecretRequestView[] }> {
  const requests = await database.secretRequest.findMany({
    where: { organisationId: principal.organisationId, ...(query.status ? { status: query.status } : {}) },
    orderBy: [{ createdAt: query.status === "open" ? "asc" : "desc" }, { id: "asc" }],
    take: SECRET_REQUEST_LIST_LIMIT,
    include: secretRequestInclude,
  });
  const emails = await emailsByUserId(database, principal.organisationId, requests.map((request) => request.resolvedById));
  return { secretRequests: requests.map((request) => toSecretRequestView(request, emails)) };
}

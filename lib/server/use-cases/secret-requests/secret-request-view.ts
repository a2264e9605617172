import "server-only";
import type { SecretRequestView } from "@/lib/contracts/secret-request-bodies";
import type { Prisma } from "@/lib/generated/prisma/client";

export const secretRequestInclude = { agent: { select: { name: true } } } satisfies Prisma.SecretRequestInclude;

export type SecretRequestRow = Prisma.SecretRequestGetPayload<{ include: typeof secretRequestInclude }>;

/** CONTRACT.md, Secrets: a request carries the secret's name and the agent's reason, never a value. */
export function toSecretRequestView(request: SecretRequestRow, emails: ReadonlyMap<string, string>): SecretRequestView {
  return {
    id: request.id,
    agentId: request.agentId,
    agentName: request.agent.name,
    name: request.name,
    reason: request.reason,
    status: request.status,
    runId: request.runId,
    conversationId: request.conversationId,
    secretId: request.secretId,
    createdAt: request.createdAt.toISOString(),
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    resolvedBy: request.resolvedById === null ? null : (emails.get(request.resolvedById) ?? null),
  };
}

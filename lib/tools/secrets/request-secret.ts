// secret_request: an open SecretRequest an admin fulfils in the console (CONTRACT.md, Secrets: the value
// goes in there and never comes out). Idempotent (retry safety): while a request of that name is open,
// asking again answers the same request.

import type { ToolContext } from "@/lib/runtime/ports";
import type { ToolServices } from "../define/define-tool";
import { agentScopeOf } from "../agent-scope";
import { jsonText } from "../json-text";
import { lockFor } from "../lock-for";

export type SecretRequestAnswer =
  | { status: "available"; name: string; message: string }
  | { status: "requested" | "already_requested"; requestId: string; name: string; message: string };

function waitingMessage(name: string): string {
  return (
    `An admin has been asked for the secret ${name}; it is not available yet. Once an admin provides it, it is ` +
    `available to you by the name ${name}. Carry on without it, and never ask anyone for its value in chat.`
  );
}

export async function requestSecret(
  { name, reason }: { name: string; reason: string },
  context: ToolContext,
  services: ToolServices,
): Promise<string> {
  const scope = agentScopeOf(context);
  const answer = await services.db.$transaction(async (transaction): Promise<SecretRequestAnswer> => {
    await lockFor(transaction, ["secret_request", scope.agentId, name]);
    // Only the name is read, never the value: the agent may already use a secret of that name.
    const secret = await transaction.secret.findFirst({
      where: { organisationId: scope.organisationId, name, OR: [{ agentId: scope.agentId }, { agentId: null }] },
      select: { id: true },
    });
    if (secret !== null) return { status: "available", name, message: `A secret named ${name} is already available to you by that name.` };
    const open = await transaction.secretRequest.findFirst({ where: { ...scope, name, status: "open" }, select: { id: true } });
    if (open !== null) return { status: "already_requested", requestId: open.id, name, message: waitingMessage(name) };
    const created = await transaction.secretRequest.create({
      data: {
        ...scope,
        name,
        reason,
        runId: context.runId,
        conversationId: context.conversationId,
        requestedById: context.actingUserId,
        createdAt: services.now(),
      },
      select: { id: true },
    });
    return { status: "requested", requestId: created.id, name, message: waitingMessage(name) };
  });
  return jsonText(answer);
}

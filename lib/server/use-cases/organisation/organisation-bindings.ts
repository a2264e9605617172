import "server-only";
import type { BindingName } from "@/lib/contracts/agent-bodies";
import { resolveBindings } from "@/lib/runtime/offer/agent-settings";
import type { OrganisationBindings, UpdateOrganisationBindingsBody } from "@/lib/contracts/organisation-bindings";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Principal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";
import { mergeBindings } from "../agents/agent-changes";

function viewOf(stored: unknown): OrganisationBindings {
  const defaults = mergeBindings(stored, {}) as Partial<Record<BindingName, boolean>>;
  // An agent with no setting of its own: the offer's own resolution, so the two can never disagree.
  const resolved = Object.fromEntries(resolveBindings(null, stored).map((setting) => [setting.name, setting.on])) as Record<BindingName, boolean>;
  return { defaults, resolved };
}

export async function getOrganisationBindings(database: Database, principal: Pick<Principal, "organisationId">): Promise<OrganisationBindings> {
  const organisation = await database.organisation.findUniqueOrThrow({ where: { id: principal.organisationId }, select: { defaultBindings: true } });
  return viewOf(organisation.defaultBindings);
}

/** PATCH: the bindings sent merge into the defaults (null removes one); every agent without its own setting follows. */
export async function updateOrganisationBindings(
  database: Database,
  principal: Pick<Principal, "organisationId" | "userId">,
  body: UpdateOrganisationBindingsBody,
): Promise<OrganisationBindings> {
  const updated = await database.$transaction(async (transaction) => {
    const organisation = await transaction.organisation.findUniqueOrThrow({ where: { id: principal.organisationId }, select: { defaultBindings: true } });
    const defaultBindings = mergeBindings(organisation.defaultBindings, body.bindings) as Prisma.InputJsonValue;
    await transaction.auditEvent.create({
      data: { organisationId: principal.organisationId, actorUserId: principal.userId, action: "organisation.bindings_changed", detail: { changes: body.bindings } },
    });
    return transaction.organisation.update({ where: { id: principal.organisationId }, data: { defaultBindings }, select: { defaultBindings: true } });
  });
  return viewOf(updated.defaultBindings);
}

import "server-only";
import { live } from "@/lib/server/database/soft-delete";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LockedRun } from "./locked-run";
import type { RunOwner, UnblockedRun } from "./unblock-outcome";

/** The member or role `kind`/`id` names, with its name; null when the organisation has none (live) so named. */
export async function ownerNamed(transaction: Prisma.TransactionClient, organisationId: string, kind: string, id: string): Promise<RunOwner | null> {
  if (kind === "user") {
    const user = await transaction.user.findFirst({ where: live({ id, organisationId }), select: { name: true, email: true } });
    return user === null ? null : { kind, id, name: user.name || user.email };
  }
  if (kind === "agent") {
    const agent = await transaction.agent.findFirst({ where: live({ id, organisationId }), select: { name: true } });
    return agent === null ? null : { kind, id, name: agent.name };
  }
  if (kind === "role") {
    const role = await transaction.jobRole.findFirst({ where: { id, organisationId }, select: { name: true } });
    return role === null ? null : { kind, id, name: role.name };
  }
  return null;
}

/** os.route_run's `to`: a person, an agent or a job role of the organisation, found by id alone. */
export async function routeTarget(transaction: Prisma.TransactionClient, organisationId: string, to: string): Promise<RunOwner | null> {
  for (const kind of ["user", "agent", "role"] as const) {
    const owner = await ownerNamed(transaction, organisationId, kind, to);
    if (owner !== null) return owner;
  }
  return null;
}

/** Who owns the run: where it was routed, else its starter. */
export function ownerRef(run: Pick<LockedRun, "ownerKind" | "ownerId" | "actingUserId">): { kind: string; id: string } | null {
  if (run.ownerKind !== null && run.ownerId !== null) return { kind: run.ownerKind, id: run.ownerId };
  return run.actingUserId === null ? null : { kind: "user", id: run.actingUserId };
}

export async function unblockedRunView(transaction: Prisma.TransactionClient, organisationId: string, run: LockedRun): Promise<UnblockedRun> {
  const ref = ownerRef(run);
  const owner = ref === null ? null : await ownerNamed(transaction, organisationId, ref.kind, ref.id);
  return {
    id: run.id,
    status: run.status,
    owner: owner ?? (ref === null ? null : { kind: ref.kind as RunOwner["kind"], id: ref.id, name: "(no longer a member)" }),
    escalation: run.escalatedAt === null ? null : { at: run.escalatedAt.toISOString(), note: run.escalationNote ?? "" },
  };
}

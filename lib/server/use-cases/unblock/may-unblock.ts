// CONTRACT.md, Blockers: who may unblock a run — the one decision os.retry_run, os.route_run, os.clear_run,
// os.escalate_run and POST /v1/runs/:id/{retry,route,clear,escalate} read (issue 18, item 4). The acting
// user's rights decide (an editor cannot retry, route or clear an admin's run):
//  - its owner: the person who started it until it is routed; once routed, the member or role it was
//    routed to (a person holding the role; the agent itself, for a run of that agent acting on it);
//  - an admin, always;
//  - the CEO, once the run was escalated (it is then before the CEO in the portal, until retried or cleared);
//  - escalating asks for help rather than acting on the run: any member who sees the run may escalate it.
// Pure: no database, no framework; tests/unit/unblock/may-unblock.test.ts holds every case.

export const UNBLOCK_ACTIONS = ["retry", "route", "clear", "escalate"] as const;
export type UnblockAction = (typeof UNBLOCK_ACTIONS)[number];

export const RUN_OWNER_KINDS = ["user", "agent", "role"] as const;
export type RunOwnerKind = (typeof RUN_OWNER_KINDS)[number];

/** Who acts: a person over the API, or an agent's run acting for its user (agentId set). */
export type UnblockActor = {
  userId: string | null;
  roles: readonly string[];
  /** The person's job roles (User.jobRoleIds). */
  jobRoleIds: readonly string[];
  /** The agent whose run acts (a tool call); null over the API. */
  agentId: string | null;
};

/** The run as the decision reads it: its starter, where it was routed, whether it was escalated. */
export type UnblockSubject = {
  actingUserId: string | null;
  ownerKind: string | null;
  ownerId: string | null;
  /** Escalated now, or before (a retry or a clear ends the escalation, not the CEO's say over the run). */
  escalated: boolean;
};

export type UnblockDecision = { kind: "allowed"; as: "owner" | "admin" | "ceo" | "member" } | { kind: "refused"; reason: string };

function isOwner(actor: UnblockActor, run: UnblockSubject): boolean {
  if (run.ownerKind === null || run.ownerId === null) return actor.userId !== null && actor.userId === run.actingUserId;
  if (run.ownerKind === "user") return actor.userId === run.ownerId;
  if (run.ownerKind === "role") return actor.jobRoleIds.includes(run.ownerId);
  if (run.ownerKind === "agent") return actor.agentId === run.ownerId;
  return false;
}

export function mayUnblock(actor: UnblockActor, run: UnblockSubject, action: UnblockAction): UnblockDecision {
  if (actor.userId === null) return { kind: "refused", reason: "there is no user to act for (that account was deleted)" };
  if (actor.roles.includes("admin")) return { kind: "allowed", as: "admin" };
  if (isOwner(actor, run)) return { kind: "allowed", as: "owner" };
  if (run.escalated && actor.roles.includes("ceo")) return { kind: "allowed", as: "ceo" };
  if (action === "escalate") return { kind: "allowed", as: "member" };
  const who = run.ownerKind === null ? "the person who started it" : `the ${run.ownerKind} it was routed to`;
  const ceo = run.escalated ? ", or the CEO" : ", or the CEO once it is escalated";
  return { kind: "refused", reason: `only its owner (${who}), an admin${ceo} may ${action} this run` };
}

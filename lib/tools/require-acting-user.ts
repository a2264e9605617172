// Seed "running tools": "Tool execution uses the acting user stored in the run context, including in
// workers. Tools that read or write user-scoped records must also enforce that user's ... permissions
// inside execute. Missing user context fails closed." A run whose user was deleted keeps running with
// no acting user (Run.actingUserId is set null), and a handler acting for that user refuses instead.

import { ToolError, type ToolContext } from "@/lib/runtime/ports";

export const USER_CONTEXT_MISSING = "user_context_missing";

/** The acting user's id; `purpose` says what the tool does for that user, e.g. "keeps member notes for". */
export function requireActingUser(context: ToolContext, purpose: string): string {
  if (context.actingUserId === null) {
    throw new ToolError(
      USER_CONTEXT_MISSING,
      `${context.tool} ${purpose} the user who started the run, and this run has no user (that account was deleted), so nothing was done`,
    );
  }
  return context.actingUserId;
}

/**
 * Seed "running tools": a tool whose requires excludes non-admins is never offered to them; its handler
 * checks again, so no other path (a playground call, a role taken away mid-run) reaches it.
 */
export function requireAdmin(context: ToolContext): void {
  requireActingUser(context, "answers only for an admin, and needs");
  if (!context.actingUserRoles.includes("admin")) {
    throw new ToolError("admin_required", `${context.tool} is answered only for admins, and the user who started this run is not one`);
  }
}

export const NOT_PERMITTED = "not_permitted";

/**
 * Issue 8, item 13: a stored object that acts as the user who created it (a schedule starts runs as that
 * user) is changed, deleted or fired only by that user or an admin — checked on the acting user, not only
 * on the agent. Call it after the object was found in the agent's scope, so a foreign or made-up id is
 * still answered as absent and this refusal only ever names an object the agent already lists.
 * `object` names it for the sentence, e.g. `the schedule "s1"`.
 */
export function requireOwnerOrAdmin(context: ToolContext, ownerUserId: string | null, object: string): void {
  const actingUserId = requireActingUser(context, `changes ${object} only for the user who created it or an admin, and needs`);
  if (actingUserId === ownerUserId || context.actingUserRoles.includes("admin")) return;
  throw new ToolError(
    NOT_PERMITTED,
    `${object} acts as the user who created it, so only that user or an admin may change, delete or run it; the user who started this run is neither, so nothing was done`,
  );
}

// Seed "running tools": "Tool execution uses the acting user stored in the run context, including in
// workers. Tools that read or write user-scoped records must also enforce that user's ... permissions
// inside execute. Missing user context fails closed." A run whose user was deleted keeps running with
// no acting user (Run.actingUserId is set null), and a handler acting for that user refuses instead.

import type { ToolContext } from "@/lib/runtime/ports";
import { ToolFailure } from "./tool-failure";

export const USER_CONTEXT_MISSING = "user_context_missing";

/** The acting user's id; `purpose` says what the tool does for that user, e.g. "keeps member notes for". */
export function requireActingUser(context: ToolContext, purpose: string): string {
  if (context.actingUserId === null) {
    throw new ToolFailure(
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
    throw new ToolFailure("admin_required", `${context.tool} is answered only for admins, and the user who started this run is not one`);
  }
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GateUnderDecision } from "./gate-decision-refusal";

export type LockedGate = GateUnderDecision & { id: string };

/**
 * Takes the row lock of the gate's run (issue 8, item 15: a decision and a cancel of the same run go one
 * after the other) and reads the gate, its run and its call under it: two statements where finding the
 * gate, locking its run and reading the three rows again took seven. Issue 9, item 6: a decision is on the
 * way from a CEO's click to the resumed call, so its round trips count. The read is a statement of its
 * own, after the lock is held, so it sees whatever the transaction it waited for committed (a lock taken
 * by a joined read would see the gate as it was before that wait). Null for a gate that is not there, or
 * is another organisation's.
 */
export async function lockGateRun(transaction: Prisma.TransactionClient, organisationId: string, gateId: string): Promise<LockedGate | null> {
  const locked = await transaction.$queryRaw<{ id: string }[]>`
    SELECT r.id FROM "Run" r JOIN "Gate" g ON g."runId" = r.id
    WHERE g.id = ${gateId} AND g."organisationId" = ${organisationId}
    FOR UPDATE OF r`;
  if (locked.length === 0) return null;
  const [gate] = await transaction.$queryRaw<LockedGate[]>`
    SELECT g.id, g."runId", g."callId", g.status::text AS status, r.status::text AS "runStatus", c.outcome::text AS "callOutcome"
    FROM "Gate" g JOIN "Run" r ON r.id = g."runId" JOIN "ToolCall" c ON c.id = g."callId"
    WHERE g.id = ${gateId} AND g."organisationId" = ${organisationId}`;
  return gate ?? null;
}

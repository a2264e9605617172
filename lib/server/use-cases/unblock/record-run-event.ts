import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { UnblockCaller } from "./unblock-actor";

/** The timeline entries that are not turns (RunEvent.kind). */
export const RUN_EVENT_KINDS = ["retried", "routed", "cleared", "escalated"] as const;
export type RunEventKind = (typeof RUN_EVENT_KINDS)[number];

/** Issue 18, item 4: each unblocking action is on the run's timeline with who did it, the note and when. */
export async function recordRunEvent(
  transaction: Prisma.TransactionClient,
  caller: UnblockCaller,
  runId: string,
  kind: RunEventKind,
  note: string,
  detail: Prisma.InputJsonObject = {},
): Promise<void> {
  await transaction.runEvent.create({
    data: { organisationId: caller.organisationId, runId, kind, actorUserId: caller.userId, actorRunId: caller.runId, note: note.trim(), detail },
  });
}

/** The kind of the run's latest timeline event, or null: a repeat of an action is known by it. */
export async function latestRunEventKind(transaction: Prisma.TransactionClient, runId: string): Promise<string | null> {
  const latest = await transaction.runEvent.findFirst({ where: { runId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { kind: true } });
  return latest?.kind ?? null;
}

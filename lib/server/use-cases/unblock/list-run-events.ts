import "server-only";
import { includingDeleted } from "@/lib/server/database/soft-delete";
import { AppError } from "@/lib/contracts/api-error";
import { RunEventKindSchema, type RunEventView } from "@/lib/contracts/unblock-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "@/lib/server/db";

/** GET /v1/runs/:id/events: the run's timeline entries that are not turns, oldest first, with who and the note. */
export async function listRunEvents(database: Database, principal: UseCasePrincipal, runId: string): Promise<{ events: RunEventView[] }> {
  const run = await database.run.findFirst({ where: { id: runId, organisationId: principal.organisationId }, select: { id: true } });
  if (run === null) throw new AppError("run_not_found", `No run ${runId}.`);
  const rows = await database.runEvent.findMany({ where: { runId: run.id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const userIds = [...new Set(rows.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])))];
  const users = await database.user.findMany({ where: includingDeleted({ id: { in: userIds } }), select: { id: true, email: true } });
  const emailOf = new Map(users.map((user) => [user.id, user.email]));
  return {
    events: rows.flatMap((row) => {
      const kind = RunEventKindSchema.safeParse(row.kind);
      if (!kind.success) return [];
      const detail = row.detail !== null && typeof row.detail === "object" && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {};
      return [{ id: row.id, kind: kind.data, by: row.actorUserId === null ? null : (emailOf.get(row.actorUserId) ?? null), byRunId: row.actorRunId, note: row.note, detail, at: row.createdAt.toISOString() }];
    }),
  };
}

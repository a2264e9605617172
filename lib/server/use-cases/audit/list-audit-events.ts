import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import type { AuditEventList, ListAuditEventsQuery } from "@/lib/contracts/audit-schemas";
import type { UseCasePrincipal } from "@/lib/server/auth/principal";
import type { Database } from "../../db";
import { decodeRunListCursor, encodeRunListCursor } from "../../runs/run-list-cursor";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Issue 23, item 7: GET /v1/audit-events — the organisation's audit events, newest first, a keyset page at a
 * time (the runs list's cursor: time and id), optionally of one action.
 */
export async function listAuditEvents(database: Database, principal: UseCasePrincipal, query: ListAuditEventsQuery): Promise<AuditEventList> {
  const cursor = query.before === undefined ? null : decodeRunListCursor(query.before);
  if (query.before !== undefined && cursor === null) {
    throw new AppError("invalid_request", "before: not a cursor this server gave (use nextCursor as it came).", { details: [{ path: "before", message: "not a cursor this server gave" }] });
  }
  const rows = await database.auditEvent.findMany({
    where: {
      organisationId: principal.organisationId,
      ...(query.action ? { action: query.action } : {}),
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const actorIds = [...new Set(page.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])))];
  const actors = await database.user.findMany({ where: { id: { in: actorIds }, organisationId: principal.organisationId }, select: { id: true, email: true } });
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  const last = page.at(-1);
  return {
    events: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actorUserId === null ? null : (byId.get(row.actorUserId) ?? null),
      detail: isRecord(row.detail) ? row.detail : {},
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeRunListCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

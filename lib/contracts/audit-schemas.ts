import { z } from "zod";

// Issue 23, item 7: the audit events the backend records (a cancel, a refused gate decision, a secret request
// fulfilled or dismissed, the organisation's bindings changed, a token made or revoked) — GET /v1/audit-events,
// newest first, for admins.

export const AuditEventSchema = z.strictObject({
  id: z.string(),
  action: z.string(),
  /** Who did it; null when the person has since been deleted, or for the system. */
  actor: z.strictObject({ id: z.string(), email: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
}).meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditEventListSchema = z.strictObject({ events: z.array(AuditEventSchema), nextCursor: z.string().nullable() });
export type AuditEventList = z.infer<typeof AuditEventListSchema>;

export const AUDIT_PAGE_DEFAULT = 50;

export const ListAuditEventsQuerySchema = z.object({
  before: z.string().max(300).optional(),
  limit: z.coerce.number().int("limit is a whole number").min(1, "limit is 1 or more").max(200, "limit is at most 200").default(AUDIT_PAGE_DEFAULT),
  action: z.string().trim().max(100).optional(),
});
export type ListAuditEventsQuery = z.infer<typeof ListAuditEventsQuerySchema>;

// The soft-delete rule in one place (issue 17, item 4; CONTRACT.md, Curation and people): an Agent, Task or
// User is hidden (deletedAt), not removed, so its runs, gates and calls keep pointing at it. Every Prisma
// read of those models says which rows it wants with one of these two, and
// tests/unit/database/soft-delete-reads.test.ts fails a read that says neither — the filter cannot be forgotten.

import type { Prisma } from "@/lib/generated/prisma/client";

/** The where of a soft-deleted model; naming it keeps a literal such as `mode: "insensitive"` as written. */
type SoftDeletedWhere = Prisma.AgentWhereInput | Prisma.TaskWhereInput | Prisma.UserWhereInput;

/** The models whose rows are soft-deleted (prisma/schema.prisma, `deletedAt`). */
export const SOFT_DELETED_MODELS = ["agent", "task", "user"] as const;

/** Live rows only: lists, lookups by id or by name, and writes that must not touch a deleted row. */
export function live<Where extends SoftDeletedWhere>(where: Where): Where & { deletedAt: null } {
  return { ...where, deletedAt: null };
}

/** Deleted rows too, on purpose: a deleted agent's runs stay readable, a deleted user is restored, not re-created. */
export function includingDeleted<Where extends SoftDeletedWhere>(where: Where): Where {
  return where;
}

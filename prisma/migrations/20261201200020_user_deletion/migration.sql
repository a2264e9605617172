-- Issue 12, item 7 (CONTRACT.md, Curation and people): DELETE /v1/users/:id. A removed user's sessions and
-- tokens are deleted and it keeps no password or role, but the row stays (deletedAt), so the runs it started
-- and the gates it decided still say who.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "deletedAt" TIMESTAMPTZ(3);

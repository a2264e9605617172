-- Issue 12, item 1: a task's context is the task's. Context items and task-layer memory were read by every
-- run of their agent, whatever its task; now each belongs to one scope: "task:<taskId>" for a run of a task,
-- "run:<runId>" for a run without one (lib/tools/os/context-scope.ts).
--
-- Existing rows are kept and scoped as they would have been read: a value was read by every later run of
-- its agent, so it is copied into each scope that still has later reads: every task of its organisation,
-- and every unfinished run of its agent without a task. A value no scope reads any more (an organisation
-- without tasks or unfinished runs) stays in the scope "agent", read by no run, rather than being lost.

ALTER TABLE "ContextItem" ADD COLUMN "scope" TEXT;

-- DropIndex
DROP INDEX "ContextItem_agentId_key_key";

INSERT INTO "ContextItem" ("id", "organisationId", "agentId", "scope", "key", "value", "updatedAt")
SELECT gen_random_uuid()::text, c."organisationId", c."agentId", 'task:' || t."id", c."key", c."value", c."updatedAt"
FROM "ContextItem" c JOIN "Task" t ON t."organisationId" = c."organisationId"
WHERE c."scope" IS NULL;

INSERT INTO "ContextItem" ("id", "organisationId", "agentId", "scope", "key", "value", "updatedAt")
SELECT gen_random_uuid()::text, c."organisationId", c."agentId", 'run:' || r."id", c."key", c."value", c."updatedAt"
FROM "ContextItem" c JOIN "Run" r ON r."agentId" = c."agentId"
WHERE c."scope" IS NULL AND r."taskId" IS NULL AND r."status" IN ('queued', 'running', 'waiting');

DELETE FROM "ContextItem" c
WHERE c."scope" IS NULL
  AND EXISTS (SELECT 1 FROM "ContextItem" k WHERE k."agentId" = c."agentId" AND k."key" = c."key" AND k."scope" IS NOT NULL);

UPDATE "ContextItem" SET "scope" = 'agent' WHERE "scope" IS NULL;

ALTER TABLE "ContextItem" ALTER COLUMN "scope" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ContextItem_agentId_scope_key_key" ON "ContextItem"("agentId", "scope", "key");

-- Task-layer memory kept the bare task id as its scope, or '' when trained without a task. A task's notes
-- take the prefixed scope; a note trained without a task was read by every run of its agent, so it is
-- copied like a context value above, and the original stays (scope '', read by no run).
UPDATE "MemoryEntry" SET "scope" = 'task:' || "scope" WHERE "layer" = 'task' AND "scope" <> '';

INSERT INTO "MemoryEntry" ("id", "organisationId", "agentId", "layer", "scope", "eventId", "content", "createdAt")
SELECT gen_random_uuid()::text, m."organisationId", m."agentId", 'task', 'task:' || t."id", m."eventId", m."content", m."createdAt"
FROM "MemoryEntry" m JOIN "Task" t ON t."organisationId" = m."organisationId"
WHERE m."layer" = 'task' AND m."scope" = '';

INSERT INTO "MemoryEntry" ("id", "organisationId", "agentId", "layer", "scope", "eventId", "content", "createdAt")
SELECT gen_random_uuid()::text, m."organisationId", m."agentId", 'task', 'run:' || r."id", m."eventId", m."content", m."createdAt"
FROM "MemoryEntry" m JOIN "Run" r ON r."agentId" = m."agentId"
WHERE m."layer" = 'task' AND m."scope" = '' AND r."taskId" IS NULL AND r."status" IN ('queued', 'running', 'waiting');

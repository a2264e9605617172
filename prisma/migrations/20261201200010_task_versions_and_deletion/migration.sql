-- Issue 12, item 7 (CONTRACT.md, Curation and people): a task edited makes a new version and runs keep the
-- version they started with; a deleted task or agent is hidden and refused for new runs, while its runs
-- stay readable (the rows are kept: Run.agentId would otherwise cascade).

-- AlterTable
ALTER TABLE "Agent" ADD COLUMN "deletedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Task" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN "deletedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Run" ADD COLUMN "taskVersion" INTEGER;

-- CreateTable
CREATE TABLE "TaskVersion" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "taskId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "tools" TEXT[],
    "gates" TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaskVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaskVersion_taskId_version_key" ON "TaskVersion"("taskId", "version");

-- AddForeignKey
ALTER TABLE "TaskVersion" ADD CONSTRAINT "TaskVersion_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tasks were never edited before: what each one holds is its version 1, and every run of it ran that.
INSERT INTO "TaskVersion" ("taskId", "version", "name", "tools", "gates", "createdAt")
SELECT "id", 1, "name", "tools", "gates", "createdAt" FROM "Task";

UPDATE "Run" SET "taskVersion" = 1 WHERE "taskId" IS NOT NULL;

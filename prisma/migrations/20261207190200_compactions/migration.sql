-- Issue 22, long runs. Each turn keeps the size of the prompt it was sent, in tokens as the runtime counted
-- them before the request (the provider's own count stays in "inputTokens"), and a run keeps its
-- compactions: which of its turns one summary replaced in later prompts, the summary itself and the refs it
-- dropped. A compaction is written before any prompt uses it and read back on resume, never recomputed:
-- one row per run and sequence number.
ALTER TABLE "Turn" ADD COLUMN "promptTokens" INTEGER;

CREATE TABLE "Compaction" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "runId" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "beforeTurn" INTEGER NOT NULL,
    "fromTurn" INTEGER NOT NULL,
    "toTurn" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "droppedRefs" JSONB NOT NULL DEFAULT '[]',
    "source" TEXT NOT NULL,
    "tokensBefore" INTEGER,
    "tokensAfter" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Compaction_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Compaction_runId_sequence_key" ON "Compaction"("runId", "sequence");

ALTER TABLE "Compaction" ADD CONSTRAINT "Compaction_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

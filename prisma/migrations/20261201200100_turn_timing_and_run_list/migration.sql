-- Issue 12, item 8: each model turn keeps how long its model request took and the tokens the provider
-- reported (either may be missing). Turns written before were not timed: NULL says "not measured", never 0.
ALTER TABLE "Turn" ADD COLUMN "modelLatencyMs" INTEGER,
ADD COLUMN "inputTokens" INTEGER,
ADD COLUMN "outputTokens" INTEGER;

-- Issue 12, item 10 (CONTRACT.md, Curation and people: GET /v1/runs pages with a keyset): the list reads
-- an organisation's runs newest first and continues strictly after the (createdAt, id) of the last one, so
-- the index must hold both in that order; it replaces the (organisationId, createdAt) index.
DROP INDEX "Run_organisationId_createdAt_idx";

-- CreateIndex
CREATE INDEX "Run_organisationId_createdAt_id_idx" ON "Run"("organisationId", "createdAt" DESC, "id" DESC);

-- The agent and task filters keep the same order within one agent or task (the agent's index also serves
-- the foreign key, which had none).
-- CreateIndex
CREATE INDEX "Run_agentId_createdAt_id_idx" ON "Run"("agentId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Run_taskId_createdAt_id_idx" ON "Run"("taskId", "createdAt" DESC, "id" DESC);

-- Searching runs by input or output (`q`, an ILIKE '%…%' of at least three characters): trigram indexes
-- answer it without reading every run. pg_trgm ships with PostgreSQL's contrib and is a trusted extension
-- (a database owner may create it); where it is missing or may not be created, the search still answers,
-- by scanning, and the migration does not fail. Prisma cannot describe these indexes: they are not in
-- schema.prisma (as MemoryEntry_content_search_idx).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be created: run search scans instead of using an index';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "Run_input_trgm_idx" ON "Run" USING GIN ("input" gin_trgm_ops);
    CREATE INDEX "Run_output_trgm_idx" ON "Run" USING GIN ("output" gin_trgm_ops);
  END IF;
END
$$;

-- Full-text search over memory for memory.ask. Not expressible in schema.prisma: an expression index
-- leaves the columns (and so the schema-drift test) untouched.
-- CreateIndex
CREATE INDEX "MemoryEntry_content_search_idx" ON "MemoryEntry" USING GIN (to_tsvector('english', "content"));

-- One call row per position of a turn's batch: two workers can never record the same call twice.
-- CreateIndex
CREATE UNIQUE INDEX "ToolCall_turnId_index_key" ON "ToolCall"("turnId", "index");

-- Issue 12, item 11 (GET /v1/overview): the overview counts an organisation's tool calls and gates in a time
-- window, so both are read by (organisationId, createdAt). The call's outcome is in the index too: the
-- calls-over-time count is answered from the index alone, without visiting the rows. One agent's calls
-- and gates are found through its runs (Run_agentId_createdAt_id_idx).

-- CreateIndex
CREATE INDEX "ToolCall_organisationId_createdAt_outcome_idx" ON "ToolCall"("organisationId", "createdAt", "outcome");

-- CreateIndex
CREATE INDEX "Gate_organisationId_createdAt_idx" ON "Gate"("organisationId", "createdAt");

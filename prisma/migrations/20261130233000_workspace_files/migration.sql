-- The agent's workspace (ONE-PRODUCT "Families that overlap"): the code tools and workspace.* act on the
-- same files, kept here so every worker on every machine sees the same workspace. One row per agent and path.
-- CreateTable
CREATE TABLE "WorkspaceFile" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkspaceFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WorkspaceFile_agentId_path_key" ON "WorkspaceFile"("agentId", "path");

-- CreateIndex
CREATE INDEX "WorkspaceFile_organisationId_idx" ON "WorkspaceFile"("organisationId");

-- AddForeignKey
ALTER TABLE "WorkspaceFile" ADD CONSTRAINT "WorkspaceFile_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkspaceFile" ADD CONSTRAINT "WorkspaceFile_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

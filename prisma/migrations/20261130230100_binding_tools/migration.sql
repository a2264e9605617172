-- The binding tools' own rows (seed "tools in a run", What a run offers): notes, records, secret requests
-- and issue reports, each kept to its organisation and agent.
-- CreateEnum
CREATE TYPE "SecretRequestStatus" AS ENUM ('open', 'fulfilled', 'dismissed');

-- CreateEnum
CREATE TYPE "IssueSeverity" AS ENUM ('low', 'medium', 'high');

-- CreateTable
CREATE TABLE "Note" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgentRecord" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "collection" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgentRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SecretRequest" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "runId" TEXT,
    "conversationId" TEXT,
    "requestedById" TEXT,
    "name" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "SecretRequestStatus" NOT NULL DEFAULT 'open',
    "secretId" TEXT,
    "resolvedById" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "SecretRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IssueReport" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "runId" TEXT,
    "conversationId" TEXT,
    "reportedById" TEXT,
    "title" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "severity" "IssueSeverity" NOT NULL DEFAULT 'medium',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IssueReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Note_agentId_title_key" ON "Note"("agentId", "title");

-- CreateIndex
CREATE INDEX "Note_organisationId_agentId_updatedAt_idx" ON "Note"("organisationId", "agentId", "updatedAt");

-- CreateIndex
CREATE INDEX "AgentRecord_agentId_collection_createdAt_idx" ON "AgentRecord"("agentId", "collection", "createdAt");

-- CreateIndex
CREATE INDEX "SecretRequest_organisationId_status_idx" ON "SecretRequest"("organisationId", "status");

-- One open request per agent and name: asking again returns it (secret_request is idempotent). Not
-- expressible in schema.prisma; a partial index leaves the columns (and so the schema-drift test) untouched.
-- CreateIndex
CREATE UNIQUE INDEX "SecretRequest_agentId_name_open_key" ON "SecretRequest"("agentId", "name") WHERE "status" = 'open';

-- CreateIndex
CREATE INDEX "IssueReport_organisationId_createdAt_idx" ON "IssueReport"("organisationId", "createdAt");

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgentRecord" ADD CONSTRAINT "AgentRecord_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgentRecord" ADD CONSTRAINT "AgentRecord_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SecretRequest" ADD CONSTRAINT "SecretRequest_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SecretRequest" ADD CONSTRAINT "SecretRequest_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssueReport" ADD CONSTRAINT "IssueReport_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssueReport" ADD CONSTRAINT "IssueReport_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

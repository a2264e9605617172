-- Issue 10: connectors (MCP servers), their logins at the organisation, a guild or an agent, and guilds.
-- CreateEnum
CREATE TYPE "LoginScope" AS ENUM ('organisation', 'guild', 'agent');

-- CreateEnum
CREATE TYPE "LoginStatus" AS ENUM ('pending', 'disconnected', 'connected');

-- AlterTable
ALTER TABLE "Agent" ADD COLUMN "guildId" TEXT,
ADD COLUMN "connectors" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "Guild" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Guild_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Connector" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "transport" JSONB NOT NULL,
    "auth" JSONB NOT NULL DEFAULT '{"type": "none"}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Connector_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConnectorLogin" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "connectorId" TEXT NOT NULL,
    "scope" "LoginScope" NOT NULL,
    "guildId" TEXT,
    "agentId" TEXT,
    "scopeKey" TEXT NOT NULL,
    "platform" BOOLEAN NOT NULL DEFAULT false,
    "status" "LoginStatus" NOT NULL DEFAULT 'pending',
    "tools" JSONB NOT NULL DEFAULT '[]',
    "toolSettings" JSONB NOT NULL DEFAULT '{}',
    "listedAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "serverInfo" JSONB,
    "sealedOauth" TEXT,
    "authorizationUrl" TEXT,
    "oauthStateHash" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConnectorLogin_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Agent_guildId_idx" ON "Agent"("guildId");

-- CreateIndex
CREATE UNIQUE INDEX "Guild_organisationId_name_key" ON "Guild"("organisationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Connector_organisationId_name_key" ON "Connector"("organisationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ConnectorLogin_oauthStateHash_key" ON "ConnectorLogin"("oauthStateHash");

-- CreateIndex
CREATE INDEX "ConnectorLogin_organisationId_idx" ON "ConnectorLogin"("organisationId");

-- CreateIndex
CREATE INDEX "ConnectorLogin_guildId_idx" ON "ConnectorLogin"("guildId");

-- CreateIndex
CREATE INDEX "ConnectorLogin_agentId_idx" ON "ConnectorLogin"("agentId");

-- CreateIndex
CREATE UNIQUE INDEX "ConnectorLogin_connectorId_scopeKey_key" ON "ConnectorLogin"("connectorId", "scopeKey");

-- AddForeignKey
ALTER TABLE "Agent" ADD CONSTRAINT "Agent_guildId_fkey" FOREIGN KEY ("guildId") REFERENCES "Guild"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Guild" ADD CONSTRAINT "Guild_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Connector" ADD CONSTRAINT "Connector_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLogin" ADD CONSTRAINT "ConnectorLogin_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLogin" ADD CONSTRAINT "ConnectorLogin_connectorId_fkey" FOREIGN KEY ("connectorId") REFERENCES "Connector"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLogin" ADD CONSTRAINT "ConnectorLogin_guildId_fkey" FOREIGN KEY ("guildId") REFERENCES "Guild"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLogin" ADD CONSTRAINT "ConnectorLogin_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "StoredMedia" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "runId" TEXT,
    "callId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredMedia_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoredMedia_callId_position_key" ON "StoredMedia"("callId", "position");

-- CreateIndex
CREATE INDEX "StoredMedia_organisationId_idx" ON "StoredMedia"("organisationId");

-- CreateIndex
CREATE INDEX "StoredMedia_runId_idx" ON "StoredMedia"("runId");

-- AddForeignKey
ALTER TABLE "StoredMedia" ADD CONSTRAINT "StoredMedia_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

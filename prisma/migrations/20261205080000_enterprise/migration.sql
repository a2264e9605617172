-- Issue 18: the enterprise behind the OS tools (CONTRACT.md "The enterprise behind the OS tools"): the profile,
-- job roles, members' roles and teams, an agent's default model, KPIs and their readings, plans, briefs,
-- recommendations, a run's owner and escalation, and the run events the timeline shows beside turns.
CREATE TYPE "IssueStatus" AS ENUM ('open', 'resolved', 'wont_fix');
CREATE TYPE "KpiLevel" AS ENUM ('enterprise', 'team', 'role');
CREATE TYPE "RecommendationStatus" AS ENUM ('open', 'accepted', 'rejected', 'deferred');

ALTER TABLE "Organisation" ADD COLUMN "mission" TEXT NOT NULL DEFAULT '',
ADD COLUMN "goals" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "policies" TEXT NOT NULL DEFAULT '';

ALTER TABLE "User" ADD COLUMN "jobRoleIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "teamIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

ALTER TABLE "Agent" ADD COLUMN "jobRoleIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN "model" JSONB;

ALTER TABLE "Run" ADD COLUMN "ownerKind" TEXT,
ADD COLUMN "ownerId" TEXT,
ADD COLUMN "escalatedAt" TIMESTAMPTZ(3),
ADD COLUMN "escalationNote" TEXT;

ALTER TABLE "IssueReport" ADD COLUMN "status" "IssueStatus" NOT NULL DEFAULT 'open',
ADD COLUMN "outcome" TEXT,
ADD COLUMN "endedById" TEXT,
ADD COLUMN "endedAt" TIMESTAMPTZ(3);

CREATE TABLE "JobRole" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JobRole_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "JobRole_organisationId_name_key" ON "JobRole"("organisationId", "name");
ALTER TABLE "JobRole" ADD CONSTRAINT "JobRole_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Kpi" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "level" "KpiLevel" NOT NULL,
    "ownerId" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "unit" TEXT NOT NULL DEFAULT '',
    "target" DOUBLE PRECISION,
    "direction" TEXT NOT NULL DEFAULT 'up',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMPTZ(3),
    CONSTRAINT "Kpi_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Kpi_organisationId_level_ownerId_idx" ON "Kpi"("organisationId", "level", "ownerId");
ALTER TABLE "Kpi" ADD CONSTRAINT "Kpi_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "KpiReading" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "kpiId" TEXT NOT NULL,
    "period" TEXT,
    "value" DOUBLE PRECISION NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "recordedByUserId" TEXT,
    "recordedByAgentId" TEXT,
    "runId" TEXT,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "KpiReading_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "KpiReading_kpiId_period_key" ON "KpiReading"("kpiId", "period");
CREATE INDEX "KpiReading_kpiId_recordedAt_idx" ON "KpiReading"("kpiId", "recordedAt");
ALTER TABLE "KpiReading" ADD CONSTRAINT "KpiReading_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "KpiReading" ADD CONSTRAINT "KpiReading_kpiId_fkey" FOREIGN KEY ("kpiId") REFERENCES "Kpi"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Plan" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "agentId" TEXT,
    "runId" TEXT,
    "writtenByUserId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Plan_organisationId_name_version_key" ON "Plan"("organisationId", "name", "version");
ALTER TABLE "Plan" ADD CONSTRAINT "Plan_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Brief" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT,
    "runId" TEXT,
    "date" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "decisionsNeeded" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "risks" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Brief_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Brief_organisationId_createdAt_idx" ON "Brief"("organisationId", "createdAt");
ALTER TABLE "Brief" ADD CONSTRAINT "Brief_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Recommendation" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "proposal" TEXT NOT NULL,
    "evidence" JSONB NOT NULL DEFAULT '[]',
    "source" TEXT NOT NULL,
    "sourceKey" TEXT,
    "agentId" TEXT,
    "runId" TEXT,
    "status" "RecommendationStatus" NOT NULL DEFAULT 'open',
    "decision" TEXT,
    "decisionNote" TEXT,
    "decidedByUserId" TEXT,
    "decidedAt" TIMESTAMPTZ(3),
    "issueReportId" TEXT,
    "issueOutcome" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Recommendation_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Recommendation_issueReportId_key" ON "Recommendation"("issueReportId");
CREATE UNIQUE INDEX "Recommendation_organisationId_sourceKey_key" ON "Recommendation"("organisationId", "sourceKey");
CREATE INDEX "Recommendation_organisationId_status_createdAt_idx" ON "Recommendation"("organisationId", "status", "createdAt");
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "RunEvent" (
    "id" TEXT NOT NULL DEFAULT gen_random_uuid()::text,
    "organisationId" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "actorUserId" TEXT,
    "actorRunId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "detail" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RunEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "RunEvent_runId_createdAt_idx" ON "RunEvent"("runId", "createdAt");
ALTER TABLE "RunEvent" ADD CONSTRAINT "RunEvent_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "RunEvent" ADD CONSTRAINT "RunEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Issue 18, self-improvement (CONTRACT.md "Recommendations"). An accepted recommendation is filed as an issue
-- on the Reports page; one the OS or an admin made has no agent, so an issue report's agent becomes optional.
-- And os.list_recommendations (view `issues`) returns the issues that ended since that agent's previous such
-- call: each agent's last such call is kept here. No foreign keys: an agent is only ever soft-deleted, and the
-- row is read by (organisation, agent) alone, so a stray row can never answer for anyone else.
ALTER TABLE "IssueReport" ALTER COLUMN "agentId" DROP NOT NULL;

CREATE TABLE "RecommendationIssueCursor" (
    "organisationId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "readAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "RecommendationIssueCursor_pkey" PRIMARY KEY ("organisationId", "agentId")
);

-- Issue 16, item 6: an OAuth sign-in is bound to the admin who started it and expires
-- (CONNECTOR_SIGN_IN_TTL_SECONDS). A sign-in pending before this migration has neither: the callback refuses
-- it as expired, and reconnecting the login starts a bound one.

-- AlterTable
ALTER TABLE "ConnectorLogin" ADD COLUMN     "oauthStartedById" TEXT,
ADD COLUMN     "oauthExpiresAt" TIMESTAMPTZ(3);

-- Issue 16, item 7: the sign-in throttle counts failures, and separately the attempts still being checked, so
-- a right password waits for a free place instead of being refused because other attempts are in flight.
-- AlterTable
ALTER TABLE "SignInThrottle" ADD COLUMN "inFlight" INTEGER NOT NULL DEFAULT 0;

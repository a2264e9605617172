-- Issue 9, item 5: the remaining tool-call budget is derived from the run's state and the calls charged,
-- not stored twice. The column stays, nullable and no longer written, for rows written before.
ALTER TABLE "Run" ALTER COLUMN "remainingToolCalls" DROP NOT NULL;

-- The old default {"version": 1} was a state parseRunState refuses: a run states its loop settings.
ALTER TABLE "Run" ALTER COLUMN "state" DROP DEFAULT;

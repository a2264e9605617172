-- Issue 18, KPIs: the time a reading measures, so a KPI's latest reading and trend are read in order by the
-- database. A period reading measures its period's first instant (2026-11 → 2026-11-01T00:00Z, an ISO week
-- its Monday), a log reading the moment it was recorded: backfilling last month never becomes the latest.
ALTER TABLE "KpiReading" ADD COLUMN "measuredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "KpiReading" SET "measuredAt" = "recordedAt";
CREATE INDEX "KpiReading_kpiId_measuredAt_idx" ON "KpiReading"("kpiId", "measuredAt");

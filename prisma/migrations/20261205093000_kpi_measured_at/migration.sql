-- Issue 18, KPIs: the time a reading measures, so a KPI's latest reading and trend are read in order by the
-- database. A log reading measures the moment it was recorded; a period reading its recording time kept
-- inside its period (lib/tools/os/kpi-period.ts), so backfilling last month never becomes the latest.
ALTER TABLE "KpiReading" ADD COLUMN "measuredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "KpiReading" SET "measuredAt" = "recordedAt";
CREATE INDEX "KpiReading_kpiId_measuredAt_idx" ON "KpiReading"("kpiId", "measuredAt");

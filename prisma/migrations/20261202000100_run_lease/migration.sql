-- Issue 16, item 1: the run's fencing token (see schema.prisma, Run.leaseEpoch).
ALTER TABLE "Run" ADD COLUMN "leaseEpoch" INTEGER NOT NULL DEFAULT 0;

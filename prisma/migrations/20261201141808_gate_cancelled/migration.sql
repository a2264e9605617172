-- Issue 8, item 15: cancelling a waiting run closes its open gates as `cancelled`, with no decision and
-- no decider, instead of recording a denial by whoever cancelled.
-- AlterEnum
ALTER TYPE "GateStatus" ADD VALUE 'cancelled';

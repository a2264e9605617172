-- Issue 8, item 2: what a model wrote is stored with secret values redacted; the exact original, needed to
-- run an approved call or admit a turn again after a worker died, is kept beside it encrypted (secret-box).
-- AlterTable
ALTER TABLE "Turn" ADD COLUMN "sealedModel" TEXT;

-- AlterTable
ALTER TABLE "ToolCall" ADD COLUMN "sealedArguments" TEXT;

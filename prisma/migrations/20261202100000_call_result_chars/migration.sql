-- Issue 16, item 8: the length of a call's result in UTF-16 code units (schema.prisma, ToolCall.resultChars).
ALTER TABLE "ToolCall" ADD COLUMN "resultChars" INTEGER;

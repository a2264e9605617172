-- Issue 17, item 3: the trace's times are the loop's events' (schema.prisma, Turn.modelRequestedAt/modelAnsweredAt,
-- ToolCall.executions): the model request's two events, and each handler attempt as its event reported it.
ALTER TABLE "Turn" ADD COLUMN "modelRequestedAt" TIMESTAMPTZ(3),
ADD COLUMN "modelAnsweredAt" TIMESTAMPTZ(3);

ALTER TABLE "ToolCall" ADD COLUMN "executions" JSONB NOT NULL DEFAULT '[]';

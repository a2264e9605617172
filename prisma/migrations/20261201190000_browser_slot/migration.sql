-- Issue 11: each agent's browser slot (CONTRACT.md, Web and browser tools: its Chrome listens for DevTools at
-- 127.0.0.1:<9300 + slot>). One sequence for the whole installation, because one machine's ports serve every
-- organisation; a sequence never hands a number out twice, so a deleted agent's slot is never reused.
CREATE SEQUENCE "agent_browser_slot_seq" AS INTEGER MINVALUE 0 START WITH 0;

-- The column is added before its default, so agents made earlier keep NULL and take a slot on their first
-- browser call (lib/tools/browser/browser-slot.ts) instead of every old agent claiming a port now.
ALTER TABLE "Agent" ADD COLUMN "browserSlot" INTEGER;
ALTER TABLE "Agent" ALTER COLUMN "browserSlot" SET DEFAULT nextval('agent_browser_slot_seq'::regclass);
ALTER SEQUENCE "agent_browser_slot_seq" OWNED BY "Agent"."browserSlot";

-- CreateIndex
CREATE UNIQUE INDEX "Agent_browserSlot_key" ON "Agent"("browserSlot");

// The agent's browser slot (CONTRACT.md, Web and browser tools: Chrome at 127.0.0.1:<9300 + slot>). New agents
// get one from the database's sequence when they are made; an agent made before slots existed takes one on
// its first browser call. Two first calls at once take ONE: the UPDATE only fills a slot that is still empty,
// and the second, waiting on the row, finds it filled and changes nothing.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { AgentScope } from "../agent-scope";
import { ToolError } from "@/lib/runtime/ports";

const HIGHEST_PORT = 65_535;

async function storedSlot(db: PrismaClient, scope: AgentScope): Promise<number | null | undefined> {
  const agent = await db.agent.findFirst({ where: { id: scope.agentId, organisationId: scope.organisationId }, select: { browserSlot: true } });
  return agent === null ? undefined : agent.browserSlot;
}

export async function browserSlotOf(db: PrismaClient, scope: AgentScope): Promise<number> {
  let slot = await storedSlot(db, scope);
  if (slot === null) {
    await db.$executeRaw`UPDATE "Agent" SET "browserSlot" = nextval('agent_browser_slot_seq') WHERE "id" = ${scope.agentId} AND "organisationId" = ${scope.organisationId} AND "browserSlot" IS NULL`;
    slot = await storedSlot(db, scope);
  }
  if (slot === undefined || slot === null) throw new ToolError("browser_unavailable", "the agent no longer exists, so it has no browser");
  return slot;
}

/** The DevTools port of a slot; past the last port there is none to give (TOLLGATE_BROWSER_BASE_PORT lowers the base). */
export function devToolsPort(basePort: number, slot: number): number {
  const port = basePort + slot;
  if (port > HIGHEST_PORT) {
    throw new ToolError("browser_unavailable", `the agent's browser slot ${slot} needs port ${port}, past ${HIGHEST_PORT}; lower TOLLGATE_BROWSER_BASE_PORT`);
  }
  return port;
}

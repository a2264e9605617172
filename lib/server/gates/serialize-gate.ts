import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const gateInclude = {
  run: { select: { input: true, status: true, executionName: true, agent: { select: { id: true, name: true } } } },
  decidedBy: { select: { email: true } },
} satisfies Prisma.GateInclude;

type GateRow = Prisma.GateGetPayload<{ include: typeof gateInclude }>;

// CONTRACT.md, Gates, plus the run context the portal shows beside each gate.
export function serializeGate(gate: GateRow) {
  return {
    id: gate.id,
    runId: gate.runId,
    callId: gate.callId,
    tool: gate.tool,
    arguments: gate.arguments,
    summary: gate.summary,
    status: gate.status,
    createdAt: gate.createdAt.toISOString(),
    decidedAt: gate.decidedAt?.toISOString() ?? null,
    decision: gate.decision,
    note: gate.note,
    decidedBy: gate.decidedBy?.email ?? null,
    run: {
      input: gate.run.input,
      status: gate.run.status,
      executionName: gate.run.executionName,
      agentId: gate.run.agent.id,
      agentName: gate.run.agent.name,
    },
  };
}

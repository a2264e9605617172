import "server-only";
import type { Gate, GateMail } from "@/lib/contracts/gate-schemas";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ViewRedactor } from "../runtime/redact-for-view";

export const gateInclude = {
  run: { select: { input: true, status: true, executionName: true, agent: { select: { id: true, name: true } } } },
  decidedBy: { select: { email: true } },
} satisfies Prisma.GateInclude;

export type GateRow = Prisma.GateGetPayload<{ include: typeof gateInclude }>;

// CONTRACT.md, Gates, plus the run context the portal shows beside each gate. Issue 8, item 2: the call's
// arguments, the summary and the run's input are what a model or a person wrote, so they pass the redactor
// (the stored gate is redacted already; this also covers a secret created after the gate opened).
// Issue 9, item 3: returns the contract's zod type (lib/contracts/gate-schemas.ts).
export function serializeGate(gate: GateRow, redactor: ViewRedactor, mail?: GateMail): Gate {
  return {
    id: gate.id,
    runId: gate.runId,
    callId: gate.callId,
    tool: gate.tool,
    arguments: redactor.json(gate.arguments),
    summary: redactor.textOrNull(gate.summary),
    status: gate.status,
    createdAt: gate.createdAt.toISOString(),
    decidedAt: gate.decidedAt?.toISOString() ?? null,
    decision: gate.decision,
    note: redactor.textOrNull(gate.note),
    decidedBy: gate.decidedBy?.email ?? null,
    run: {
      input: redactor.text(gate.run.input),
      status: gate.run.status,
      executionName: redactor.textOrNull(gate.run.executionName),
      agentId: gate.run.agent.id,
      agentName: gate.run.agent.name,
    },
    // Issue 19: a mail call's message as it will go (lib/server/mail/mail-gate-preview.ts), redacted as the arguments are.
    ...(mail === undefined ? {} : { mail: redactor.json(mail) as GateMail }),
  };
}
